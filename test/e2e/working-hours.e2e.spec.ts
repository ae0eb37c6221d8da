/**
 * The account's schedule end to end, as `npm start` runs the product: a new user keeps the
 * defaults (weekdays 08:00–18:00 in the browser's zone, warm-up on), changes them on Settings →
 * Working hours, sets the weekly invitation cap on Limits & Activity, sees the warm-up and the week
 * on the dashboard, and, when LinkedIn restricts the account, sees why the campaign stopped in
 * place of "Running". Screenshots land in test-results/working-hours/.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  connectedAccountId,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { VIEW_PROFILE_GRAPH } from '../support/campaign-fixtures';

describeWithBrowser('working hours, weekly cap and warm-up in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    session = await startBrowserSession('working-hours');
    page = session.page;
    token = await signUpAndConnectInBrowser(
      page,
      session.outflow.url,
      { name: 'Wanda Hours', email: 'wanda@example.com', password: 'nine to five always' },
      { keepSchedule: true },
    );
  }, 120_000);
  afterAll(() => session?.stop());

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  it('shows the defaults on the Working hours tab, saves a change, and keeps it across a reload', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/settings/);
    await page.getByRole('tab', { name: 'Working hours' }).click();
    const zone = page.getByLabel('Time zone');
    await zone.waitFor();
    // Headless Chromium reports UTC: the sign-up recorded it as the account's zone.
    await expect(zone.inputValue()).resolves.toBe('UTC');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      await expect(page.getByRole('checkbox', { name: day }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Sat' }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('textbox', { name: 'From' }).inputValue()).resolves.toBe('08:00');
    await expect(page.getByRole('textbox', { name: 'To' }).inputValue()).resolves.toBe('18:00');
    const save = page.getByRole('button', { name: 'Save working hours' });
    expect(await save.isDisabled()).toBe(true);
    await session.shot('01-working-hours-defaults');

    await zone.fill('Europe/Pa');
    await page.getByRole('option', { name: 'Europe/Paris' }).click();
    await page.getByRole('checkbox', { name: 'Sat' }).check();
    await page.getByRole('textbox', { name: 'From' }).fill('09:30');
    await page.getByRole('textbox', { name: 'To' }).fill('09:40');
    // A window too short to act in is refused before it is sent, with the server's own rule.
    await page.getByText(/at least 30 minutes/).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'To' }).fill('17:00');
    await save.click();
    await page.getByText('Working hours saved successfully').waitFor();
    await session.shot('02-working-hours-saved');

    expect((await api('GET', '/api/schedule/settings')).body).toEqual({
      timeZone: 'Europe/Paris',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6], start: '09:30', end: '17:00' },
      warmUp: { enabled: true },
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Working hours' }).click();
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('Europe/Paris');
    await expect(page.getByRole('textbox', { name: 'From' }).inputValue()).resolves.toBe('09:30');
  }, 60_000);

  it('sets the weekly invitation cap beside the daily limits', async () => {
    await page.getByRole('tab', { name: 'Limits & Activity' }).click();
    const weekly = page.getByRole('slider', { name: 'Connection requests per week (any 7 days)' });
    await expect(weekly.getAttribute('aria-valuenow')).resolves.toBe('100');
    await weekly.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rate limits saved successfully').waitFor();
    expect((await api<{ weeklyConnections: number }>('GET', '/api/rate-limits/settings')).body.weeklyConnections).toBe(
      80,
    );
    await session.shot('03-weekly-cap');
  }, 60_000);

  it("shows on the dashboard the account's day and zone, the warm-up, the week, and gauges sized to the limits in force", async () => {
    await page.getByRole('link', { name: 'Activity Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    const line = page.getByTestId('usage-day');
    await line.waitFor();
    await expect(line.textContent()).resolves.toMatch(
      /^Today is \d{4}-\d{2}-\d{2} in Europe\/Paris · Connection requests in the last 7 days: 0 \/ 80 · Warm-up day 1 of 14/,
    );
    // Day 1 of the warm-up: 20% of 20 connections and of 100 profile views.
    await expect(page.getByRole('region', { name: 'Connections', exact: true }).textContent()).resolves.toContain(
      '0/4',
    );
    await expect(page.getByRole('region', { name: 'Profile Views', exact: true }).textContent()).resolves.toContain(
      '0/20',
    );
    await session.shot('04-dashboard-warm-up');
  }, 60_000);

  it('shows why a running campaign cannot act when LinkedIn restricts the account, and Running again when it is lifted', async () => {
    const search = await api<{ profileUrls: string[]; profiles: Array<{ name: string }> }>(
      'POST',
      '/api/linkedin/search/profiles',
      { searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=data', maxProfiles: 1, limit: 50 },
    );
    const created = await api('POST', '/api/campaigns', {
      name: 'Held campaign',
      description: 'Held campaign - created via sequence builder',
      leads: search.body.profileUrls,
      sequence: VIEW_PROFILE_GRAPH,
    });
    expect(created.status).toBe(201);
    const accountId = await connectedAccountId(session.outflow.url, token);
    // LinkedIn restricts the account: its status webhook says ERROR.
    const restricted = await fetch(`${session.outflow.url}/sandbox/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restrictAccountId: accountId }),
    });
    expect(restricted.status).toBe(200);
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);
    await page
      .getByTestId('status-reason')
      .filter({ hasText: 'LinkedIn has restricted this account' })
      .waitFor({ timeout: 30_000 });
    await session.shot('05-campaign-restricted');
    await fetch(`${session.outflow.url}/sandbox/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reset: true }),
    });
    await page.getByTestId('status-reason').waitFor({ state: 'detached', timeout: 30_000 });
  }, 90_000);
});
