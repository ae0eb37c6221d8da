/**
 * Finding 3 (issue 18): "Support staff need a subscription and a LinkedIn account of their own". A
 * support member without a trial (or whose trial lapsed) got 402 on what they read, and a new one
 * got the trial, the first-run checklist and the full menu. Support is a staff role: the access gate
 * does not apply to it, and the web app shows a support member the support console and their
 * account page only.
 */
import type { CurrentSubscription } from '@outflow/api-contract';
import { FixedClock, systemClock } from '@outflow/domain';
import type { Page } from 'playwright-core';
import { userWith } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { describeWithBrowser } from '../support/browser';
import { callApi, startBrowserSession, type BrowserSession } from '../support/browser-session';
import { describeWithPostgres } from '@outflow/testing';
import { grantSupport, runUsersCommand, signUpSupport } from '../support/support-staff';

const DAY = 24 * 60 * 60 * 1000;

describeWithPostgres('support is a staff role: no subscription or LinkedIn account of their own (finding 3)', () => {
  const clock = new FixedClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  let api: ApiHarness;
  let owner: Awaited<ReturnType<typeof userWith>>;

  beforeAll(async () => {
    api = await startApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
    owner = await userWith(api, { trial: true, linkedIn: true });
  });
  afterAll(() => api?.stop());

  const reads = (token: string) =>
    Promise.all(
      [
        '/api/campaigns',
        '/api/leads',
        `/api/support/users/${owner.user.id}/campaigns`,
        `/api/support/users/${owner.user.id}`,
      ].map(async (path) => [path, (await api.request('GET', path, { token })).status]),
    );

  it('lets a new support member, with no trial and no LinkedIn account, read without 402 or 403', async () => {
    const support = await signUpSupport(api);
    expect(
      (await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', { token: support.token })).body,
    ).toMatchObject({ has_subscription: false });
    for (const [path, status] of await reads(support.token)) expect([path, status]).toEqual([path, 200]);
    // Nor do they start a trial or connect LinkedIn: nothing of a customer's is theirs to change.
    for (const [method, path] of [
      ['POST', '/api/subscriptions/create-trial'],
      ['POST', '/api/linkedin-accounts/hosted-auth'],
    ])
      expect((await api.request(method, path, { token: support.token, body: {} })).body).toMatchObject({
        statusCode: 403,
        errorCode: 'SUPPORT_READ_ONLY',
      });
  });

  it('lets a support member whose own trial lapsed read all the same', async () => {
    const former = await userWith(api, { trial: true, linkedIn: false });
    await grantSupport(api, former);
    clock.advance(8 * DAY);
    try {
      for (const [path, status] of await reads(former.token)) expect([path, status]).toEqual([path, 200]);
      // An ordinary user in the same state is still refused: the gate is unchanged for customers.
      const customer = await api.request('GET', '/api/leads', { token: owner.token });
      expect([customer.status]).toEqual([402]);
    } finally {
      clock.advance(-8 * DAY);
    }
  });
});

describeWithBrowser(
  'a support member in the browser: the support console and their account page only (finding 3)',
  () => {
    let session: BrowserSession;
    let page: Page;
    const SUPPORT = { name: 'Sam Support', email: 'sam.support@example.com', password: 'support password 1' };

    beforeAll(async () => {
      session = await startBrowserSession('support-staff-role');
      page = session.page;
    }, 120_000);
    afterAll(() => session?.stop());

    it('shows no trial, no first-run checklist and no Connect LinkedIn; every other page leads to the console; Log Out ends the session', async () => {
      const { url } = session.outflow;
      const signUp = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SUPPORT),
      });
      expect(signUp.status).toBe(201);
      await runUsersCommand(session.outflow, systemClock, 'grant', SUPPORT.email, 'support');

      await page.goto(`${url}/login`);
      await page.getByLabel('Email').fill(SUPPORT.email);
      await page.getByLabel('Password').fill(SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/support');
      await page.getByRole('heading', { name: 'Support' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Main' });
      expect(
        await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label'))),
      ).toEqual(['Support', 'Account']);
      await session.shot('01-support-console');

      for (const path of ['/team', '/campaigns', '/settings', '/dashboard']) {
        await page.goto(`${url}${path}`);
        await page.waitForURL((u) => u.pathname === '/support');
      }
      expect(await page.getByRole('button', { name: 'Connect LinkedIn' }).count()).toBe(0);
      expect(await page.getByText('Your 7-day free trial has started!').count()).toBe(0);
      const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
      expect((await callApi(url, token, 'GET', '/api/subscriptions/current')).body).toMatchObject({
        has_subscription: false,
      });

      await page.getByRole('link', { name: 'Account' }).click();
      await page.getByRole('heading', { name: 'Account' }).waitFor();
      await session.shot('02-support-account');
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login/);
      const after = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect([after.status, ((await after.json()) as { errorCode: string }).errorCode]).toEqual([401, 'TOKEN_REVOKED']);
    }, 90_000);
  },
);
