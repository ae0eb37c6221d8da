/**
 * A user whose 7-day trial ran out (the server's clock moved 8 days) is refused by the features and
 * sees the spec's toast and the inactive subscription on /team. This server has no Stripe keys:
 * /team says so up front, with the operator's command that grants a period, rather than offer a
 * checkout that fails; once the operator granted one, the toast goes and the features open.
 */
import { FixedClock } from '@outflow/domain';
import { main as billingCommand } from '../../apps/api/src/billing-cli';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  connectLinkedInInBrowser,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';

const DAY = 24 * 60 * 60 * 1000;

describeWithBrowser('an expired trial in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    session = await startBrowserSession('expired-trial', { env: { LAPSE_CHECK_INTERVAL_MS: '3600000' }, clock });
    ({ page, outflow } = session);
  }, 120_000);
  afterAll(() => session?.stop());

  it('refuses the features with 402 and shows the subscription toast once the trial has run out', async () => {
    await signUpInBrowser(page, outflow.url, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'compiler pioneer',
    });
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await connectLinkedInInBrowser(page, 'grace@example.com');

    clock.advance(8 * DAY);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const current = await (
      await fetch(`${outflow.url}/api/subscriptions/current`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(current).toMatchObject({ has_subscription: true, subscription_status: 'expired' });
    const search = await fetch(`${outflow.url}/api/linkedin/search/count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto' }),
    });
    expect([search.status, (await search.json()).errorCode]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);

    await page.goto(`${outflow.url}/settings`);
    await page.waitForURL(/\/team/);
    await page.getByText('Please start a free trial or subscribe to access this feature').waitFor();
    await page.getByText('Subscription Inactive').waitFor();
    const note = page.getByTestId('billing-not-configured');
    // End users are told whom to ask, in their words; the operator's command is for the README and the log.
    await note.getByText('Ask the person who runs this Outflow to extend your access.', { exact: false }).waitFor();
    expect(await note.locator('code').count()).toBe(0);
    expect(await page.getByText('npm run billing').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reactivate' }).count()).toBe(0);
    await session.shot('01-team-inactive');
  }, 60_000);

  it('opens the features again once the operator ran the command /team named', async () => {
    const lines: string[] = [];
    const code = await billingCommand(['grant', 'grace@example.com', '30'], {
      env: { DATABASE_URL: outflow.databaseUrl, DATA_DIR: outflow.dataDir, LOG_LEVEL: 'silent' },
      clock,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    expect([code, lines.join('\n')]).toEqual([0, expect.stringContaining('Granted 30 days to grace@example.com')]);
    await page.reload();
    await page.getByText('Subscription active').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Manage Subscription' }).count()).toBe(0);
    await page.goto(`${outflow.url}/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await session.shot('02-granted-period');
  }, 60_000);
});
