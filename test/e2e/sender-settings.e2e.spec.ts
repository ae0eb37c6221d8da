/**
 * A sender's own limits and working hours on Settings (issue 20, item 3): with one sender the page
 * is the spec's; with two, a Sender picker chooses whose limits and hours the forms show and save.
 * Screenshots land in test-results/sender-settings/.
 */
import type { Page } from 'playwright-core';
import { eventually } from '@outflow/testing';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';

describeWithBrowser('a sender’s own settings in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    session = await startBrowserSession('sender-settings');
    page = session.page;
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Sam Senders',
      email: 'sam@example.com',
      password: 'two senders please',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  it('shows no picker with one sender, then picks a sender and saves its own limits and hours', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/settings/);
    await page.getByRole('button', { name: /save/i }).first().waitFor();
    expect(await page.getByLabel('Sender', { exact: true }).count()).toBe(0);

    // A second sender, through the hosted sign-in as the app starts it.
    const link = await api<{ authLink: string }>('POST', '/api/linkedin-accounts/hosted-auth', {
      redirectUrl: `${session.outflow.url}/team`,
    });
    expect(link.status).toBe(200);
    await page.goto(link.body.authLink);
    await page.locator('#email').fill('second-sender@example.com');
    await page.locator('#password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/team' && !u.search.includes('account_id'));
    const senders = async () =>
      (await api<{ senders: Array<{ accountId: string; fullName: string | null }> }>('GET', '/api/linkedin-accounts'))
        .body.senders;
    await eventually(async () => (await senders()).length === 2, 'the second sender');
    const [, second] = await senders();

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/settings/);
    const picker = page.getByLabel('Sender', { exact: true });
    await picker.waitFor();
    await picker.click();
    await page.getByRole('option', { name: second.fullName ?? second.accountId }).click();
    const views = page.getByRole('slider', { name: /profile views/i });
    await views.waitFor();
    await views.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.getByText('Rate limits saved successfully').waitFor();
    await session.shot('01-sender-limits-saved');
    const own = (await api<{ profileViews: number }>('GET', `/api/rate-limits/settings?accountId=${second.accountId}`))
      .body;
    const workspace = (await api<{ profileViews: number }>('GET', '/api/rate-limits/settings')).body;
    expect(own.profileViews).toBeLessThan(workspace.profileViews);

    await page.getByRole('tab', { name: 'Working hours' }).click();
    const zone = page.getByLabel('Time zone');
    await zone.waitFor();
    await zone.fill('Asia/Tok');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await page.getByRole('button', { name: 'Save working hours' }).click();
    await page.getByText('Working hours saved successfully').waitFor();
    await session.shot('02-sender-hours-saved');
    expect(
      (await api<{ timeZone: string }>('GET', `/api/schedule/settings?accountId=${second.accountId}`)).body.timeZone,
    ).toBe('Asia/Tokyo');
    expect((await api<{ timeZone: string }>('GET', '/api/schedule/settings')).body.timeZone).toBe('UTC');
  });
});
