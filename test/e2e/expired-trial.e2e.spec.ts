/**
 * A user whose 7-day trial ran out (the server's clock moved 8 days) is refused by the features and
 * sees the spec's toast and the inactive subscription on /team.
 */
import { FixedClock } from '@outflow/domain';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { connectLinkedInInBrowser, signUpInBrowser, startBrowserSession, type BrowserSession } from '../support/browser-session';

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
    await signUpInBrowser(page, outflow.url, { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler pioneer' });
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await connectLinkedInInBrowser(page, 'grace@example.com');

    clock.advance(8 * DAY);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const current = await (await fetch(`${outflow.url}/api/subscriptions/current`, { headers: { authorization: `Bearer ${token}` } })).json();
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
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    await session.shot('01-team-inactive');
  }, 60_000);
});
