/**
 * The campaign page's Results tab in a browser, as `npm start` runs the product: a campaign tests
 * two invitation notes on the embedded sandbox; the owner opens Results, reads the funnel with its
 * intervals and the verdict ("not enough data yet" with so few leads), chooses a winner, and sees
 * it marked as such, the other no longer sent, and the choice in the timeline. The account's zone
 * is UTC+14 (Kiritimati): the figures by day (the campaign's and the dashboard's) slice the actions
 * in it, and the Results tab and the dashboard draw them, with the funnel, as charts. Moved to a
 * point of the campaign's history, the Results tab shows the funnel as it stood then.
 */
import { eventually } from '@outflow/testing';
import type { DailyFiguresAnswer, RecentActivity } from '@outflow/api-contract';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphNode } from '../support/campaign-fixtures';

const OWNER = { name: 'Rita Results', email: 'rita@example.com', password: 'results password 1' };
// UTC+14 all year: its local day differs from the UTC day ten hours of every day.
const ZONE = 'Pacific/Kiritimati';
const localDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
const VARIANTS = [
  { id: 'short', name: 'Short', text: 'Hi {{firstName}}' },
  { id: 'long', name: 'Long', text: 'Hello {{firstName}}, we met at the fair' },
];

describeWithBrowser('the Results tab of a campaign page, in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let campaignId: string;

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  beforeAll(async () => {
    session = await startBrowserSession('campaign-results', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    token = await signUpAndConnectInBrowser(page, session.outflow.url, OWNER);
    const schedule = await api<{ workingHours: object }>('GET', '/api/schedule/settings');
    const zoned = await api('PUT', '/api/schedule/settings', {
      ...schedule.body,
      timeZone: ZONE,
      workingHours: { enabled: false, days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' },
    });
    expect(zoned.status).toBe(200);
    const found = await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=designer',
      maxProfiles: 6,
      limit: 50,
    });
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Notes test',
      leads: found.body.profileUrls,
      sequence: {
        nodes: [graphNode('invite', 'send-connection', { variants: VARIANTS, waitPeriod: 3 }, 'Send Connection', 0)],
        edges: [],
      },
    });
    campaignId = created.body.campaign._id;
    await eventually(
      async () =>
        (await api<{ figures?: { invited: number } }>('GET', `/api/campaigns/${campaignId}/state`)).body.figures
          ?.invited === 6,
      'six invitations',
      60_000,
      250,
    );
  }, 180_000);
  afterAll(() => session?.stop());

  it("counts the invitations by the account's local day, for the campaign and the workspace", async () => {
    const sent = (await api<RecentActivity[]>('GET', '/api/rate-limits/recent-activities')).body.filter(
      (a) => a.action === 'send-connection',
    );
    expect(sent).toHaveLength(6);
    const expected = new Map<string, number>();
    for (const a of sent) expected.set(localDayOf(a.timestamp), (expected.get(localDayOf(a.timestamp)) ?? 0) + 1);
    const daily = await api<DailyFiguresAnswer>('GET', `/api/campaigns/${campaignId}/daily`);
    expect(daily.status).toBe(200);
    expect(daily.body.timeZone).toBe(ZONE);
    expect(daily.body.days.filter((d) => d.invitationsSent > 0).map((d) => [d.day, d.invitationsSent])).toEqual(
      [...expected].sort(),
    );
    expect(daily.body.days.reduce((n, d) => n + d.messagesSent, 0)).toBe(0);
    const dashboard = await api<DailyFiguresAnswer>('GET', '/api/dashboard/daily');
    expect(dashboard.body).toEqual({ ...daily.body, campaignId: null });
    // Without a session nothing is answered (another tenant's rows: the read model's int spec).
    const other = await callApi(session.outflow.url, 'not-a-token', 'GET', `/api/campaigns/${campaignId}/daily`);
    expect(other.status).toBe(401);
  });

  it('draws the figures by day and the funnel as charts', async () => {
    await page.goto(`${session.outflow.url}/campaigns/${campaignId}`);
    await page.getByRole('heading', { name: 'Notes test' }).waitFor();
    await page.getByRole('tab', { name: 'Results' }).click();
    const byDay = page.getByRole('region', { name: 'By day' });
    await byDay.locator('svg').first().waitFor();
    await byDay.getByText('Invitations sent').waitFor();
    await byDay.getByText('Replies').waitFor();
    await byDay.getByText(`By day in ${ZONE}`).waitFor();
    const funnel = page.getByRole('region', { name: 'Funnel by step' });
    await funnel.locator('svg').first().waitFor();
    await funnel.getByText('Performed').waitFor();
    // One bar per series and day: the invitations' bar has height.
    expect(await byDay.locator('svg rect, svg path').count()).toBeGreaterThan(0);
    await session.shot('00-charts');

    await page.goto(`${session.outflow.url}/dashboard`);
    const all = page.getByRole('region', { name: 'All campaigns by day' });
    await all.locator('svg').first().waitFor();
    await all.getByText('Invitations accepted').waitFor();
    await session.shot('00-dashboard-chart');
  }, 60_000);

  it('shows the funnel per variant with intervals, then records the chosen winner', async () => {
    await page.goto(`${session.outflow.url}/campaigns/${campaignId}`);
    await page.getByRole('heading', { name: 'Notes test' }).waitFor();
    await page.getByRole('tab', { name: 'Results' }).click();
    const table = page.getByRole('table', { name: 'Funnel' });
    await table.waitFor();
    await page
      .getByText(/at least 30 actions performed/)
      .first()
      .waitFor();
    const short = page.getByRole('row', { name: /^Variant Short/ });
    const long = page.getByRole('row', { name: /^Variant Long/ });
    await short.waitFor();
    // The step's row: 6 reached, 6 performed; the variants' performed counts add up to it.
    const performed = async (row: typeof short) => Number(await row.locator('td').nth(2).textContent());
    expect((await performed(short)) + (await performed(long))).toBe(6);
    expect(await page.getByTestId('variant-verdict').textContent()).toBe(
      'Not enough data yet: each variant needs at least 30 actions performed',
    );
    await session.shot('01-results');

    await long.getByRole('button', { name: 'Choose Long' }).click();
    await long.getByText('Winner').waitFor();
    await short.getByText('Not sent any more').waitFor();
    expect(await page.getByRole('button', { name: /^Choose/ }).count()).toBe(0);
    await session.shot('02-winner-chosen');

    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page
      .getByText('Variant "Long" of Send Connection chosen as the winner: only it is sent from now on')
      .waitFor();
    await session.shot('03-timeline');
  }, 120_000);

  it("follows the replay bar's point: at the campaign's creation every lead reached the step, none was invited", async () => {
    await page.goto(`${session.outflow.url}/campaigns/${campaignId}`);
    await page.getByRole('heading', { name: 'Notes test' }).waitFor();
    await page.getByRole('tab', { name: 'Results' }).click();
    const step = page.getByRole('row', { name: /^Send Connection/ });
    const cell = async (n: number) => Number(await step.locator('td').nth(n).textContent());
    await step.waitFor();
    expect([await cell(1), await cell(2)]).toEqual([6, 6]);
    const slider = page.getByRole('slider', { name: "Point in the campaign's history" });
    await slider.focus();
    await page.keyboard.press('Home');
    await page
      .getByTestId('replay-position')
      .filter({ hasText: /^Event 1 of \d+/ })
      .waitFor();
    await eventually(async () => (await cell(2)) === 0, 'the funnel at the creation', 15_000, 100);
    expect(await cell(1)).toBe(6);
    // The past is read, not decided: no test can be ended from it.
    expect(await page.getByRole('button', { name: /^(Choose|Pause) / }).count()).toBe(0);
    await session.shot('04-results-at-creation');
  }, 60_000);
});
