/**
 * Lead operations in bulk and the integration settings, in a browser on the product as `npm start`
 * runs it: rows selected on the leads page join another campaign (never a person another running one holds), "all matching" exports as CSV,
 * the campaign page's table removes the leads it has not reached, Settings → API keys makes a
 * key shown once that the API then takes, and Settings → Webhooks subscribes a receiver on this
 * machine and shows its delivery log.
 */
import { campaignStream, type CampaignCreated } from '@outflow/domain';
import { createPostgresEventStore, type EventStore } from '@outflow/event-store';
import { EVENT_STORE_SCHEMA } from '@outflow/wiring';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';
import { END_ONLY_SEQUENCE, profileUrlOf } from '../support/campaign-fixtures';
import { eventually } from '@outflow/testing';
import { WebhookReceiver } from '../support/webhook-receiver';

describeWithBrowser('bulk lead operations and integration settings in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let store: EventStore;
  let token: string;
  let receiver: WebhookReceiver | undefined;
  const stamp = Date.now();
  const campaigns = { founders: `c-founders-${stamp}`, ctos: `c-ctos-${stamp}`, alumni: `c-alumni-${stamp}` };

  beforeAll(async () => {
    // The webhook receiver runs on this machine: the operator's switch lets deliveries reach it.
    session = await startBrowserSession('bulk-leads', { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    page = session.page;
    store = createPostgresEventStore({ connectionString: session.outflow.databaseUrl, schema: EVENT_STORE_SCHEMA });
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await store?.close();
    await session?.stop();
  });

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const created = (
    ownerId: string,
    campaignId: string,
    name: string,
    handles: string[],
    status: CampaignCreated['data']['status'] = 'paused',
  ): CampaignCreated => ({
    type: 'CampaignCreated',
    data: {
      campaignId,
      ownerId,
      name,
      description: name,
      accountId: 'acc',
      sequence: END_ONLY_SEQUENCE,
      graph: { nodes: [], edges: [] },
      leads: handles.map((h, i) => ({ targetId: `${campaignId}_${i}`, profileUrl: profileUrlOf(h) })),
      leadSource: 'manual',
      status,
      occurredAt: new Date().toISOString(),
    },
  });

  it('adds selected leads to another campaign, and exports all matching as CSV', async () => {
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Bulk Bea',
      email: 'bea@example.com',
      password: 'bulk operations',
    });
    const userId = (await api<{ id: string }>('GET', '/api/auth/me')).body.id;
    const metadata = { userId, actor: 'user' as const, correlationId: 'bulk-e2e' };
    await store.appendToStream(
      campaignStream(campaigns.founders),
      [
        {
          ...created(userId, campaigns.founders, 'Founders', ['ada-lovelace', 'grace-hopper', 'alan-turing']),
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await store.appendToStream(
      campaignStream(campaigns.ctos),
      [{ ...created(userId, campaigns.ctos, 'CTOs', ['edsger-dijkstra']), metadata }],
      { expectedVersion: 'no_stream' },
    );
    await store.appendToStream(
      campaignStream(campaigns.alumni),
      [{ ...created(userId, campaigns.alumni, 'Alumni', ['barbara-liskov'], 'completed'), metadata }],
      { expectedVersion: 'no_stream' },
    );
    await eventually(
      async () => (await api<{ count: number }>('GET', '/api/leads')).body.count === 5,
      'the leads projected',
    );

    await page.goto(`${session.outflow.url}/leads`);
    await page.getByRole('checkbox', { name: 'Select ada-lovelace' }).check();
    await page.getByRole('checkbox', { name: 'Select grace-hopper' }).check();
    await page.getByText('2 leads selected').waitFor();
    await session.shot('01-two-selected');
    await page.getByRole('button', { name: 'Add to a campaign' }).click();
    await page.getByRole('combobox', { name: 'Campaign' }).last().click();
    await page.getByRole('option', { name: 'CTOs' }).click();
    await page.getByRole('button', { name: 'Add leads' }).click();
    // A person is never in two running sequences: the paused Founders campaign holds them.
    await page.getByText('0 leads added; 2 left out: Already in the campaign "Founders"').waitFor();

    await page.getByRole('checkbox', { name: 'Select barbara-liskov' }).check();
    await page.getByText('1 lead selected').waitFor();
    await page.getByRole('button', { name: 'Add to a campaign' }).click();
    await page.getByRole('combobox', { name: 'Campaign' }).last().click();
    await page.getByRole('option', { name: 'CTOs' }).click();
    await page.getByRole('button', { name: 'Add leads' }).click();
    await page.getByText('1 lead added').waitFor();
    const ctos = await api<{ data: Array<{ profileUrl: string }> }>('GET', `/api/leads?campaignId=${campaigns.ctos}`);
    expect(ctos.body.data.map((l) => l.profileUrl).sort()).toEqual(
      ['barbara-liskov', 'edsger-dijkstra'].map(profileUrlOf),
    );

    await page.getByRole('textbox', { name: /search/i }).fill('barbara');
    await page.getByRole('checkbox', { name: /Select all 2 matching leads/ }).check();
    await page.getByText('2 leads selected').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toMatch(/^leadId,firstName,lastName,profileUrl,/);
    expect(csv.slice(1).map((line) => line.split(',')[3])).toEqual([
      profileUrlOf('barbara-liskov'),
      profileUrlOf('barbara-liskov'),
    ]);
  }, 90_000);

  it("removes leads from a campaign on its page's table, keeping none it has reached", async () => {
    await page.goto(`${session.outflow.url}/campaigns/${campaigns.founders}`);
    await page.getByRole('checkbox', { name: /Select all 3 leads shown/ }).check();
    await page.getByText('3 leads selected').waitFor();
    await page.getByRole('button', { name: 'Remove from campaign' }).click();
    await page.getByText('3 leads removed').waitFor();
    await session.shot('02-removed');
    await eventually(
      async () => (await api<{ count: number }>('GET', `/api/leads?campaignId=${campaigns.founders}`)).body.count === 0,
      'the leads gone',
    );
  }, 60_000);

  it('Settings → API keys: a key shown once works on the API and is revoked at once', async () => {
    await page.goto(`${session.outflow.url}/settings`);
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Zapier');
    await page
      .getByRole('row', { name: /campaigns/i })
      .getByRole('checkbox')
      .first()
      .check();
    await page.getByRole('button', { name: 'Create key', exact: true }).last().click();
    const field = page.getByRole('textbox', { name: 'API key' });
    await field.waitFor();
    const key = await field.inputValue();
    expect(key).toMatch(/^ofk_/);
    await session.shot('03-key-shown-once');
    await page.getByRole('button', { name: 'Copy and close' }).click();
    await page.locator('[data-api-key="Zapier"]').waitFor();
    const byKey = await fetch(`${session.outflow.url}/api/campaigns`, { headers: { authorization: `Bearer ${key}` } });
    expect(byKey.status).toBe(200);
    await page.locator('[data-api-key="Zapier"]').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('API key revoked').waitFor();
    const after = await fetch(`${session.outflow.url}/api/campaigns`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
  }, 60_000);

  it('Settings → Webhooks: a subscription is listed, delivers, and shows its delivery log', async () => {
    receiver = await WebhookReceiver.start();
    await page.goto(`${session.outflow.url}/settings`);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByText('No webhook subscriptions yet').waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: 'contact.do_not_contact_added' }).check();
    await page.getByRole('checkbox', { name: 'campaign.paused' }).check();
    await page.getByRole('button', { name: 'Add endpoint', exact: true }).last().click();
    const secret = page.getByRole('textbox', { name: 'Secret' });
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Copy and close' }).click();
    const row = page.locator(`[data-webhook="${receiver.url}"]`);
    await row.waitFor();
    expect(await row.getByText('Active').isVisible()).toBe(true);
    expect(await row.getByText('contact.do_not_contact_added').isVisible()).toBe(true);

    // An event it subscribes to: a member put on the Do-Not-Contact list.
    const listed = await api('POST', '/api/do-not-contact', { profileUrls: [profileUrlOf('hedy-lamarr')] });
    expect(listed.status).toBe(200);
    await eventually(async () => receiver!.of('contact.do_not_contact_added').length === 1, 'the delivery');
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    const delivered = log.getByRole('row', { name: /contact\.do_not_contact_added/ });
    await delivered.getByRole('cell', { name: 'delivered', exact: true }).waitFor();
    expect(await delivered.getByRole('cell', { name: '200', exact: true }).isVisible()).toBe(true);
    await session.shot('04-webhooks-delivery-log');
  }, 60_000);
});
