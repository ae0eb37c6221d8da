/**
 * The rough edges a new user meets, in a browser at 1440 px on the product as `npm start` runs it:
 * the first-run checklist instead of a red greeting, a title per page, focus rings on the sidebar,
 * the campaign list's empty states, its labelled toggle and its progress bar at 0 %, a success
 * toast for each action, and an error toast that closes once its cause is gone.
 * Screenshots land in test-results/web-polish/.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  connectLinkedInInBrowser,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';

const PRIMARY = 'rgb(10, 102, 194)';

describeWithBrowser('the rough edges of the web app, smoothed, in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  const shot = (name: string) => session.shot(name);
  const toast = (text: string) => page.locator('[role="status"]', { hasText: text }).first();
  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  beforeAll(async () => {
    // Actions an hour apart: a campaign's second lead stays untouched while the test looks at it.
    session = await startBrowserSession('web-polish', { env: { RUNNER_MIN_ACTION_GAP_MS: '3600000' } });
    page = session.page;
    page.setDefaultTimeout(15_000);
  }, 120_000);
  afterAll(() => session?.stop());

  it('greets a new user with a first-run checklist and the trial, not a red error', async () => {
    await signUpInBrowser(page, session.outflow.url, {
      name: 'Nina New',
      email: 'nina@example.com',
      password: 'brand new user',
    });
    await page.waitForURL(/\/team$/);
    const checklist = page.getByRole('region', { name: 'Get started' });
    await checklist.getByText('0 of 3 done: three steps to your first campaign.').waitFor();
    for (const step of [
      'Connect your LinkedIn account',
      'Set your daily limits and schedule',
      'Create your first campaign',
    ])
      await checklist.getByText(step).waitFor();
    await toast('Your 7-day free trial has started!').waitFor();
    // The guard sent her here from /campaigns without the red toast; the notice of a lost account is not shown either.
    await page.waitForTimeout(1500);
    expect(await toast('Please connect your LinkedIn account first').count()).toBe(0);
    expect(await page.getByText('Your LinkedIn account is not connected').count()).toBe(0);
    expect(await page.title()).toBe('LinkedIn Account · Outflow');
    await shot('01-first-run');

    // A click on a locked entry still says why (spec 01 §2).
    // Forced: the entry is marked aria-disabled, which the test runner would otherwise refuse to click.
    await page.getByRole('link', { name: 'Campaigns' }).click({ force: true });
    await toast('Please connect your LinkedIn account first to access this feature').waitFor();
  }, 60_000);

  it('ticks the checklist as she connects LinkedIn and opens Settings', async () => {
    await connectLinkedInInBrowser(page, 'nina@example.com');
    // Connecting (or reconnecting) says it worked.
    await toast('LinkedIn account connected').waitFor();
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    const checklist = page.getByRole('region', { name: 'Get started' });
    await checklist.getByText('1 of 3 done').waitFor();
    await checklist.getByRole('link', { name: 'Open Settings' }).click();
    await page.waitForURL(/\/settings$/);
    await page.waitForFunction(() => document.title === 'Settings · Outflow');
    await page.getByRole('link', { name: 'LinkedIn Account' }).click();
    await checklist.getByText('2 of 3 done').waitFor();
    await shot('02-checklist-two-done');
  }, 60_000);

  it('gives every page its own title, and the same margins', async () => {
    const titles: Array<[string, string]> = [
      ['/campaigns', 'Campaigns · Outflow'],
      ['/campaigns/new', 'New campaign · Outflow'],
      ['/leads', 'Leads · Outflow'],
      ['/dashboard', 'Activity Dashboard · Outflow'],
      ['/prompt', 'AI Message Generator · Outflow'],
      ['/inbox', 'Messages · Outflow'],
      ['/account', 'Account · Outflow'],
    ];
    const headings = new Set<string>();
    for (const [path, title] of titles) {
      await page.goto(`${session.outflow.url}${path}`);
      await page.waitForFunction((expected) => document.title === expected, title);
      const heading = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
      headings.add(`${Math.round(heading.x)}`);
    }
    // Every page's heading starts at the same left margin (the layout sets it, /prompt included).
    expect([...headings]).toHaveLength(1);
  }, 60_000);

  it('shows where the keyboard is on the sidebar', async () => {
    await page.goto(`${session.outflow.url}/campaigns`);
    await page.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor();
    const leads = page.getByRole('link', { name: 'Leads' });
    // Keyboard focus (not a click): Tab from the entry above.
    await page.getByRole('link', { name: 'Campaigns' }).focus();
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Leads');
    const ring = await leads.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
    });
    expect(ring).toEqual({ style: 'solid', width: '2px', colour: PRIMARY });
    await shot('03-sidebar-focus');
  }, 30_000);

  it('says "No campaigns yet" with none at all, and keeps the spec\'s text when filters are set', async () => {
    await page.getByText('No campaigns yet').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('anything');
    await page.getByText('No campaigns for the selected filters').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByText('No campaigns yet').waitFor();
    await shot('04-no-campaigns-yet');
  }, 30_000);

  it('lists a campaign with a labelled toggle and a progress bar whose empty track is not a full bar', async () => {
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Zero percent',
      description: 'Zero percent - created via sequence builder',
      leads: ['https://www.linkedin.com/in/zero-one/', 'https://www.linkedin.com/in/zero-two/'],
      sequence: {
        nodes: [
          {
            id: 'view',
            type: 'view-profile',
            position: { x: 0, y: 0 },
            data: { type: 'view-profile', label: 'View Profile', params: {} },
          },
        ],
        edges: [],
      },
    });
    expect(created.status).toBe(201);
    expect(
      (await api('PATCH', `/api/campaigns/${created.body.campaign._id}/status`, { status: 'paused' })).status,
    ).toBe(200);
    const row = page.locator('tr', { hasText: 'Zero percent' });
    await row.waitFor();
    // The paused campaign's switch is off and says so (it read "Active" before).
    await row.getByText('Paused', { exact: true }).last().waitFor();
    expect(await row.getByText('Active', { exact: true }).count()).toBe(0);
    await row.getByText(/0 of 2 completed/).waitFor();
    const bar = await row.getByRole('progressbar').evaluate((el) => ({
      track: getComputedStyle(el).backgroundColor,
      fill: getComputedStyle(el.firstElementChild!).transform,
    }));
    // A light grey track, the blue fill entirely off to the left.
    expect(bar.track).toBe('rgb(227, 231, 236)');
    expect(bar.fill).toMatch(/matrix\(1, 0, 0, 1, -\d+(\.\d+)?, 0\)/);
    await shot('05-zero-percent');
  }, 30_000);

  it('shows a toast about a failed reload, and closes it once the next reload succeeds', async () => {
    await page.route('**/api/campaigns', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'down' } })
        : route.continue(),
    );
    // The list reloads every 10 s (and retries a failed load a few times first).
    await toast('Failed to load campaigns. Please try again.').waitFor({ timeout: 40_000 });
    await page.getByRole('link', { name: 'Zero percent' }).waitFor();
    await shot('06-reload-failed');
    // It stays while the cause does, whatever the time...
    await page.waitForTimeout(6000);
    expect(await toast('Failed to load campaigns. Please try again.').isVisible()).toBe(true);
    // ...and goes with the next load that works.
    await page.unroute('**/api/campaigns');
    await toast('Failed to load campaigns. Please try again.').waitFor({ state: 'detached', timeout: 30_000 });
  }, 90_000);

  it('says so when an action succeeds: starting, deleting', async () => {
    const row = page.locator('tr', { hasText: 'Zero percent' });
    await row.getByRole('switch', { name: 'Start campaign' }).click();
    await toast('Campaign started').waitFor();
    await row.getByRole('button', { name: 'Delete campaign' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Campaign deleted').waitFor();
    await page.getByText('No campaigns yet').waitFor();
    await shot('07-deleted');
  }, 30_000);
});
