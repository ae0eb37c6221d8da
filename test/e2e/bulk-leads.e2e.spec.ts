/**
 * Lead operations in bulk and the integration settings, in a browser on the product as `npm start`
 * runs it: rows selected on the leads page join another campaign (never a person another running one holds), "all matching" exports as CSV,
 * the campaign page's table removes the leads it has not reached, and Settings → API keys makes a
 * key shown once that the API then takes.
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

describeWithBrowser('bulk lead operations and integration settings in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let store: EventStore;
  let token: string;
  const stamp = Date.now();
  const campaigns = { founders: `c-founders-${stamp}`, ctos: `c-ctos-${stamp}`, alumni: `c-alumni-${stamp}` };

  beforeAll(async () => {
    session = await startBrowserSession('bulk-leads');
    page = session.page;
    store = createPostgresEventStore({ connectionString: session.outflow.databaseUrl, schema: EVENT_STORE_SCHEMA });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await session?.stop();
  });

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const created = (
    campaignId: string,
    name: string,
    handles: string[],
    status: CampaignCreated['data']['status'] = 'paused',
  ): CampaignCreated => ({
    type: 'CampaignCreated',
    data: {
      campaignId,
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
      [{ ...created(campaigns.founders, 'Founders', ['ada-lovelace', 'grace-hopper', 'alan-turing']), metadata }],
      { expectedVersion: 'no_stream' },
    );
    await store.appendToStream(
      campaignStream(campaigns.ctos),
      [{ ...created(campaigns.ctos, 'CTOs', ['edsger-dijkstra']), metadata }],
      { expectedVersion: 'no_stream' },
    );
    await store.appendToStream(
      campaignStream(campaigns.alumni),
      [{ ...created(campaigns.alumni, 'Alumni', ['barbara-liskov'], 'completed'), metadata }],
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
});
