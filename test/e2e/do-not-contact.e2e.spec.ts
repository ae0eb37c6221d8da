/**
 * The person on the other end, in a browser on the product as `npm start` runs it (issue 17): a
 * lead held by the daily invitation limit says so with its time on the campaign page and in its
 * story; the campaign list says the weekly cap holds the campaign; Settings → Do-Not-Contact lists,
 * adds (bad lines named) and removes; "Stop contacting" on a campaign's lead row and on a selection
 * of the leads page ends those sequences. Screenshots land in test-results/do-not-contact/.
 */
import { eventually } from '@outflow/testing';
import type { CampaignList } from '@outflow/api-contract';
import type { CampaignLeadRow } from '@outflow/domain';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphNode } from '../support/campaign-fixtures';

const INVITE_ONLY = {
  nodes: [graphNode('invite', 'send-connection', { note: 'Hi {{firstName}}!', waitPeriod: 7 }, 'Send Connection')],
  edges: [],
};
/** A row's name as the table shows it: the lead's name once known, else its profile address's handle. */
const labelOf = (row: CampaignLeadRow) => row.name || decodeURIComponent(/\/in\/([^/?#]+)/.exec(row.profileUrl)![1]);
const OWNER = { name: 'Petra People', email: 'petra@example.com', password: 'the person first' };

interface CampaignState {
  figures: { invited: number };
  leads: { rows: CampaignLeadRow[] };
}

describeWithBrowser('the person on the other end in a browser: the why, and the Do-Not-Contact list', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let leads: string[];
  let daily: string;
  let weekly: string;

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const state = async (campaignId: string) =>
    (await api<CampaignState>('GET', `/api/campaigns/${campaignId}/state?perPage=100`)).body;
  const setLimits = async (change: Record<string, number>) => {
    const current = await api<Record<string, number>>('GET', '/api/rate-limits/settings');
    expect((await api('PUT', '/api/rate-limits/settings', { ...current.body, ...change })).status).toBe(200);
  };
  /** The app's one date format (layout/dates), as the browser formats it. */
  const shown = (iso: string) =>
    page.evaluate(
      (when) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
      iso,
    );

  beforeAll(async () => {
    session = await startBrowserSession('do-not-contact', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    await fetch(`${session.outflow.url}/sandbox/control/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ acceptProbability: 0, replyProbability: 0 }),
    });
    token = await signUpAndConnectInBrowser(page, session.outflow.url, OWNER);
    const found = await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=engineer',
      maxProfiles: 12,
      limit: 50,
    });
    leads = found.body.profileUrls;
    expect(leads).toHaveLength(12);
  }, 180_000);
  afterAll(() => session?.stop());

  it('shows a lead held by the daily limit with its time, on the campaign page and in its story', async () => {
    await setLimits({ connections: 2 });
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Daily limit',
      leads: leads.slice(0, 4),
      sequence: INVITE_ONLY,
    });
    expect(created.status).toBe(201);
    daily = created.body.campaign._id;
    const held = await eventually(
      async () => {
        const now = await state(daily);
        const rows = now.leads.rows.filter((r) => r.waitReason === 'daily-limit');
        return now.figures.invited === 2 && rows.length === 2 ? rows[0] : null;
      },
      'two invitations, then two leads held by the daily limit',
      60_000,
      250,
    );
    expect(held.waiting).toBe('2/2 invitations today');
    expect(held.waitUntil).not.toBeNull();
    const expected = `2/2 invitations today — until ${await shown(held.waitUntil!)}`;

    await page.goto(`${session.outflow.url}/campaigns/${daily}`);
    await page.getByRole('heading', { name: 'Daily limit' }).waitFor();
    await page.getByTestId('lead-row').filter({ hasText: expected }).first().waitFor();
    expect(await page.getByTestId('lead-row').filter({ hasText: expected }).count()).toBe(2);
    await session.shot('01-daily-limit-in-table');

    await page.getByRole('button', { name: `Timeline of ${labelOf(held)}`, exact: true }).click();
    await page.getByTestId('lead-story').waitFor();
    await expect(page.getByTestId('lead-story-why').textContent()).resolves.toBe(`Now: ${expected}`);
    await session.shot('02-daily-limit-in-story');
  }, 120_000);

  it('shows on the campaign list that the weekly invitation cap holds the campaign, with its time', async () => {
    // The day's limit no longer binds; the week's cap (10) does: 4 + 8 leads, 10 invitations at most.
    await setLimits({ connections: 20, weeklyConnections: 10 });
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Weekly cap',
      leads: leads.slice(4),
      sequence: INVITE_ONLY,
    });
    expect(created.status).toBe(201);
    weekly = created.body.campaign._id;
    const reason = await eventually(
      async () => {
        const list = await api<CampaignList>('GET', '/api/campaigns');
        const campaign = list.body.campaigns.find((c) => c._id === weekly);
        return campaign?.statusReason?.code === 'weekly-cap' ? campaign.statusReason : null;
      },
      'the weekly cap recorded as the campaign’s reason',
      60_000,
      250,
    );
    expect((await state(daily)).figures.invited + (await state(weekly)).figures.invited).toBe(10);
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);
    const text = reason.until ? `${reason.message} (until ${await shown(reason.until)})` : reason.message;
    await page.getByTestId('status-reason').filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
    await session.shot('03-weekly-cap-on-list');
  }, 120_000);

  it('Settings → Do-Not-Contact: names a bad line, adds, searches and removes', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Do-Not-Contact' }).click();
    await page.getByText('No one is on the Do-Not-Contact list').waitFor();
    await page.getByRole('button', { name: 'Add people' }).click();
    const urls = page.getByRole('textbox', { name: 'LinkedIn profile URLs' });
    await urls.fill('https://www.linkedin.com/in/some-customer/\nhttps://example.com/not-a-profile');
    await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Existing customer');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page
      .getByTestId('dnc-add-error')
      .filter({ hasText: /Line 2/ })
      .waitFor();
    await session.shot('04-dnc-bad-line');
    expect((await api<{ total: number }>('GET', '/api/do-not-contact')).body.total).toBe(0);
    await urls.fill('https://www.linkedin.com/in/some-customer/\nhttps://www.linkedin.com/in/another-customer/');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByText('2 people added to the Do-Not-Contact list').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="dnc-entry"]').length === 2);
    await expect(page.locator('[data-contact="some-customer"]').textContent()).resolves.toContain('Existing customer');
    await page.getByRole('textbox', { name: 'Search the list' }).fill('another');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="dnc-entry"]').length === 1);
    await session.shot('05-dnc-search');
    await page.getByRole('button', { name: 'Remove another-customer from the list' }).click();
    await page.getByText('Removed from the Do-Not-Contact list').waitFor();
    await page.getByText('No one on the list matches this search').waitFor();
    expect((await api<{ total: number }>('GET', '/api/do-not-contact')).body.total).toBe(1);
  }, 60_000);

  it('"Stop contacting" on a campaign lead row and on a selection of the leads page ends their sequences', async () => {
    const row = (await state(weekly)).leads.rows.find((r) => r.waitReason === 'weekly-cap')!;
    expect(row).toBeDefined();
    const label = labelOf(row);
    await page.goto(`${session.outflow.url}/campaigns/${weekly}`);
    // The page settled (its table loaded, live) before a row's dialog opens.
    await page.getByText('Live', { exact: true }).waitFor();
    await page
      .getByTestId('lead-row')
      .filter({ hasText: label })
      .filter({ hasText: 'Weekly invitation cap' })
      .waitFor();
    await page.getByRole('button', { name: `Stop contacting ${label}`, exact: true }).click();
    await page.getByRole('heading', { name: `Stop contacting ${label}?` }).waitFor();
    await session.shot('06-stop-contacting-row');
    await page.getByRole('dialog').getByRole('button', { name: 'Stop contacting', exact: true }).click();
    await page.getByText(/1 person added to the Do-Not-Contact list; 1 open sequence stopped/).waitFor();
    await page
      .getByTestId('lead-row')
      .filter({ hasText: label })
      .filter({ hasText: 'On the Do-Not-Contact list — sequence stopped' })
      .waitFor();

    // The leads page: every lead of the daily campaign, picked as "all matching", stopped at once.
    await page.goto(`${session.outflow.url}/leads`);
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: 'Daily limit' }).click();
    await page.getByRole('checkbox', { name: 'Select all 4 matching leads' }).check();
    await page.getByText('4 leads selected').waitFor();
    await page
      .getByRole('toolbar', { name: 'Selected leads' })
      .getByRole('button', { name: 'Stop contacting' })
      .click();
    await page.getByRole('heading', { name: 'Stop contacting 4 leads?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop contacting' }).click();
    await page.getByText(/4 people added to the Do-Not-Contact list/).waitFor();
    await session.shot('07-stop-contacting-selection');
    const ended = await eventually(async () => {
      const now = await state(daily);
      return now.leads.rows.every((r) => r.endReason === 'do-not-contact') ? now.leads.rows : null;
    }, 'the daily campaign’s leads stopped');
    expect(ended).toHaveLength(4);
    expect((await api<{ total: number }>('GET', '/api/do-not-contact')).body.total).toBe(6);
  }, 90_000);

  it("a lead's page learns live, without a reload, that its member was put on the list elsewhere", async () => {
    const open = (await state(weekly)).leads.rows.find((r) => r.waitReason === 'weekly-cap')!;
    expect(open).toBeDefined();
    // What the socket brings the page (contact:update), read off its frames.
    const pushes: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('contact:update')) pushes.push(String(payload));
      }),
    );
    await page.goto(`${session.outflow.url}/leads/${open.targetId}`);
    await page.getByTestId('lead-now').filter({ hasText: 'Now: Weekly invitation cap' }).waitFor();
    await page.getByRole('button', { name: /^Stop contacting/ }).waitFor();
    await session.shot('08-lead-before-listed');

    // Elsewhere (another tab, the API): the member goes on the list. The page is not reloaded.
    const added = await api('POST', '/api/do-not-contact', {
      profileUrls: [open.profileUrl],
      reason: 'Asked by phone',
    });
    expect(added.status).toBe(200);
    await page.getByTestId('lead-do-not-contact').filter({ hasText: 'On the Do-Not-Contact list' }).waitFor();
    await page
      .getByTestId('lead-now')
      .filter({ hasText: 'Now: On the Do-Not-Contact list — sequence stopped' })
      .waitFor();
    // Listed: the chip instead of the action.
    expect(await page.getByRole('button', { name: /^Stop contacting/ }).count()).toBe(0);
    expect(pushes.length).toBeGreaterThan(0);
    await session.shot('09-lead-listed-live');
  }, 60_000);
});
