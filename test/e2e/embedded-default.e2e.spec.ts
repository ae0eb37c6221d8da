/**
 * The product as `npm start` runs it, driven in a real browser: a new user signs up, gets the
 * trial, connects the sandbox's LinkedIn account from /team, changes a daily limit on Settings,
 * reloads and finds it kept. Screenshots of each step land in test-results/ to look at.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { connectLinkedInInBrowser, startBrowserSession, type BrowserSession } from '../support/browser-session';

describeWithBrowser('the embedded default in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    session = await startBrowserSession('embedded-default');
    ({ page, outflow } = session);
  }, 120_000);
  afterAll(() => session?.stop());

  it('sends a visitor to sign in, and a new user through sign-up to the trial on /team', async () => {
    await page.goto(outflow.url);
    await page.waitForURL(/\/login/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup/);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('analytical engine');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/team/);
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await page
      .getByText(/7 days left|days left in your trial|trial ends/i)
      .first()
      .waitFor();
    await shot('01-team-trial');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
  }, 60_000);

  it("connects the sandbox's LinkedIn account through its sign-in page and shows the connected card", async () => {
    await connectLinkedInInBrowser(page, 'ada@example.com', () => shot('02-sandbox-sign-in'));
    await shot('03-team-connected');
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns/);
    await page.getByText('No campaigns yet').waitFor();
    await shot('03b-campaigns-empty');
  }, 60_000);

  it('saves a changed daily limit on Settings, and keeps it across a reload', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings/);
    await page.getByText('Limits & Activity').first().waitFor();
    const connections = page.getByRole('slider', { name: 'Connection requests', exact: true });
    await expect(connections.getAttribute('aria-valuenow')).resolves.toBe('20');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await connections.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Rate limits saved successfully').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await shot('04-settings-saved');

    await page.reload();
    await page.getByText('Limits & Activity').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('input[name="connections"]')?.getAttribute('aria-valuenow') === '25',
    );
    expect(
      await page.getByRole('slider', { name: 'Connection requests', exact: true }).getAttribute('aria-valuenow'),
    ).toBe('25');
    await shot('05-settings-after-reload');
  }, 60_000);

  it('notices when the sandbox drops the LinkedIn session: the account reads disconnected and features send the user to /team', async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const account = await (
      await fetch(`${outflow.url}/api/linkedin-accounts`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(account.account.status).not.toBe('disconnected');
    const fault = await fetch(`${outflow.url}/sandbox/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ disconnectAccountId: account.account.accountId }),
    });
    expect(fault.ok).toBe(true);
    // The next call that needs the account answers ACCOUNT_DISCONNECTED with the account.
    const search = await fetch(`${outflow.url}/api/linkedin/search/count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=sales' }),
    });
    const refusal = await search.json();
    expect([search.status, refusal.errorCode, refusal.account?.accountId]).toEqual([
      403,
      'ACCOUNT_DISCONNECTED',
      account.account.accountId,
    ]);

    await page.goto(`${outflow.url}/settings`);
    await page.waitForURL(/\/team/);
    await page.getByRole('button', { name: 'Reconnect LinkedIn' }).waitFor();
    await shot('06-team-disconnected');
  }, 60_000);
});
