/**
 * A campaign over two senders in a browser, as `npm start` runs the product: the owner connects a
 * second LinkedIn account, launches a campaign over both through the API, and the campaign page's
 * lead table says which sender each lead acts through. Then a campaign over both launched through the
 * wizard's Senders choice (kept across Back and Next), its page naming both senders.
 */
import type { Page } from 'playwright-core';
import type { CampaignList, CampaignSnapshot, LinkedInStatus } from '@outflow/api-contract';
import { eventually } from '@outflow/testing';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphNode } from '../support/campaign-fixtures';
import { openNewCampaign, pasteProfileUrls } from '../support/wizard-steps';

const SEQUENCE = {
  nodes: [
    graphNode('view', 'view-profile', {}, 'View Profile', 0),
    graphNode('msg', 'send-message', { message: 'Hi {{firstName}}' }, 'Send Message', 150),
  ],
  edges: [{ id: 'e1', source: 'view', target: 'msg', type: 'custom', data: { delay: 86_400_000 } }],
};
const OWNER = { name: 'Tess Twosender', email: 'tess@example.com', password: 'owner password 1' };

describeWithBrowser('a campaign over two senders, in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  /** The second sender connected (once): the hosted sign-in again, with another LinkedIn account. */
  const twoConnectedSenders = async () => {
    const connectedNow = async () =>
      (await api<LinkedInStatus>('GET', '/api/linkedin-accounts')).body.senders.filter((s) => s.status === 'connected');
    const already = await connectedNow();
    if (already.length === 2) return already;
    const link = await api<{ authLink: string }>('POST', '/api/linkedin-accounts/hosted-auth', {});
    expect(link.status).toBe(200);
    await page.goto(link.body.authLink);
    await page.locator('#email').fill('second.sender@example.com');
    await page.locator('#password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/team');
    return eventually(
      async () => {
        const connected = await connectedNow();
        return connected.length === 2 && connected;
      },
      'two connected senders',
      30_000,
      250,
    );
  };

  beforeAll(async () => {
    session = await startBrowserSession('campaign-senders', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    token = await signUpAndConnectInBrowser(page, session.outflow.url, OWNER);
  }, 180_000);
  afterAll(() => session?.stop());

  it("connects a second sender, launches a campaign over both, and names each lead's sender in the lead table", async () => {
    const senders = await twoConnectedSenders();

    const found = await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=analyst',
      maxProfiles: 4,
      limit: 50,
    });
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Two voices',
      leads: found.body.profileUrls,
      senders: senders.map((s) => s.accountId),
      sequence: SEQUENCE,
    });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id;
    const rows = await eventually(
      async () => {
        const state = await api<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`);
        const all = state.body.leads?.rows ?? [];
        return all.length === 4 && all.every((r) => r.sender !== null) && all;
      },
      'every lead assigned a sender',
      60_000,
      250,
    );
    // Two each: the senders have the same room.
    for (const sender of senders) expect(rows.filter((r) => r.sender === sender.accountId)).toHaveLength(2);

    await page.goto(`${session.outflow.url}/campaigns`);
    await page.getByRole('link', { name: 'Two voices' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${campaignId}$`));
    await page.getByRole('heading', { name: 'Two voices' }).waitFor();
    await eventually(
      async () => (await page.getByTestId('lead-sender').count()) === 4,
      'the senders in the table',
      20_000,
      250,
    );
    const named = await page.getByTestId('lead-sender').allTextContents();
    const names = senders.map((s) => `via ${s.fullName ?? s.accountId}`);
    expect(new Set(named)).toEqual(new Set(names));
    // The figures split by sender: each sender's own two leads.
    const split = page.getByRole('table', { name: 'Figures by sender' });
    await split.waitFor();
    const splitRows = split.getByTestId('sender-figures');
    await eventually(async () => (await splitRows.count()) === 2, 'a row per sender', 20_000, 250);
    for (const sender of senders) {
      const row = splitRows.filter({ hasText: sender.fullName ?? sender.accountId });
      await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('2');
    }
    await session.shot('01-lead-table-senders');
  }, 180_000);

  it('launches a campaign over both senders through the wizard, and its page names both', async () => {
    const senders = await twoConnectedSenders();
    const [first, second] = senders.map((s) => s.fullName ?? s.accountId);
    await page.goto(`${session.outflow.url}/campaigns`);
    await openNewCampaign(page);
    await pasteProfileUrls(
      page,
      'https://www.linkedin.com/in/wizard-lead-one/\nhttps://www.linkedin.com/in/wizard-lead-two/\n',
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page
      .getByRole('complementary', { name: 'Sequence steps' })
      .getByRole('button', { name: 'View Profile', exact: true })
      .click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    await page.getByLabel('Campaign name').fill('Wizard duet');

    // The first sender alone is ticked: a user who does not look launches as with one sender.
    const choice = page.getByRole('group', { name: 'Senders' });
    const firstBox = choice.getByRole('checkbox', { name: first });
    const secondBox = choice.getByRole('checkbox', { name: second });
    expect(await firstBox.isChecked()).toBe(true);
    expect(await firstBox.isDisabled()).toBe(true);
    expect(await secondBox.isChecked()).toBe(false);
    await secondBox.check();
    expect(await firstBox.isDisabled()).toBe(false);
    await firstBox.uncheck();
    // Back to the sequence and forward again: the choice (the second sender alone) is kept.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    expect(await firstBox.isChecked()).toBe(false);
    expect(await secondBox.isChecked()).toBe(true);
    expect(await secondBox.isDisabled()).toBe(true);
    expect(await page.getByLabel('Campaign name').inputValue()).toBe('Wizard duet');
    await firstBox.check();
    await session.shot('02-wizard-senders');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await page.waitForURL(/\/campaigns$/);

    const listed = await eventually(
      async () => {
        const list = await api<CampaignList>('GET', '/api/campaigns');
        return list.body.campaigns.find((c) => c.name === 'Wizard duet');
      },
      'the wizard campaign listed',
      20_000,
      250,
    );
    expect(listed.senders).toEqual(senders.map((s) => s.accountId));

    await page.getByRole('link', { name: 'Wizard duet' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${listed._id}$`));
    await page.getByRole('heading', { name: 'Wizard duet' }).waitFor();
    const named = page.getByLabel('Campaign senders');
    await named.waitFor();
    expect(await named.textContent()).toBe(`Senders: ${first}, ${second}`);
    await session.shot('03-campaign-page-senders');
  }, 180_000);
});
