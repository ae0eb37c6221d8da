/**
 * A user whose 7-day trial ran out (the server's clock moved 8 days) is refused by the features and
 * sees the spec's toast and the inactive subscription on /team.
 */
import { FixedClock } from '@outflow/domain';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser } from '../support/browser';
import { startOutflowHarness, type OutflowHarness } from '../support/outflow-harness';

const SHOTS = path.resolve(__dirname, '../../test-results/expired-trial');
const DAY = 24 * 60 * 60 * 1000;

describeWithBrowser('an expired trial in a browser', () => {
  let outflow: OutflowHarness;
  let browser: Browser;
  let page: Page;
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    outflow = await startOutflowHarness({ LAPSE_CHECK_INTERVAL_MS: '3600000' }, { clock });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await outflow?.stop();
  });

  it('refuses the features with 402 and shows the subscription toast once the trial has run out', async () => {
    await page.goto(`${outflow.url}/signup`);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('compiler pioneer');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.locator('#email').fill('grace@example.com');
    await page.locator('#password').fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /disconnect/i }).waitFor();

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
    await page.screenshot({ path: path.join(SHOTS, '01-team-inactive.png'), fullPage: true });
  }, 60_000);
});
