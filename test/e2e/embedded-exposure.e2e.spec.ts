/**
 * What the embedded default exposes, as a browser and a neighbour on the network see it: the
 * sandbox's control API only for this machine (or the control token), security headers on the
 * web app, and the address trap: a browser opened at 127.0.0.1 while PUBLIC_URL says localhost
 * still connects LinkedIn and comes back signed in.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { connectLinkedInInBrowser, startBrowserSession, type BrowserSession } from '../support/browser-session';
import { freePort } from '@outflow/testing';

const CONTROL_TOKEN = 'embedded-control-token-0123456789';

describeWithBrowser('the embedded default, exposed', () => {
  let session: BrowserSession;
  let page: Page;
  let port: number;
  const loopback = () => `http://127.0.0.1:${port}`;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    session = await startBrowserSession('embedded-exposure', {
      env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN },
    });
    page = session.page;
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  }, 120_000);
  afterAll(() => session?.stop());

  it("answers the sandbox's control API on this machine, refuses what a proxy forwards for a client elsewhere, and takes the token", async () => {
    const clock = (headers: Record<string, string> = {}) => fetch(`${loopback()}/sandbox/control/clock`, { headers });
    expect((await clock()).status).toBe(200);
    expect((await clock({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await clock({ forwarded: 'for=203.0.113.9' })).status).toBe(403);
    expect((await clock({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${CONTROL_TOKEN}` })).status).toBe(
      200,
    );
    const deliveries = await fetch(`${loopback()}/sandbox/control/deliveries`, {
      headers: { 'x-real-ip': '203.0.113.9' },
    });
    expect(deliveries.status).toBe(403);
  });

  it('serves the web app with the security headers and without X-Powered-By', async () => {
    const res = await fetch(`http://localhost:${port}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends a browser opened at 127.0.0.1 to PUBLIC_URL first, so the LinkedIn sign-in comes back to its session', async () => {
    await page.goto(`${loopback()}/signup`);
    await page.waitForURL(`http://localhost:${port}/signup`);
    await page.getByLabel('Name').fill('Lin Loopback');
    await page.getByLabel('Email').fill('lin@example.com');
    await page.getByLabel('Password').fill('any loopback name');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/team/);
    await connectLinkedInInBrowser(page, 'lin@example.com');
    expect(new URL(page.url()).origin).toBe(`http://localhost:${port}`);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await session.shot('01-team-connected-after-loopback-address');
    expect(cspViolations).toEqual([]);
  }, 90_000);

  it('signs out on Log Out: the token the page held is refused after', async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect((await fetch(`${loopback()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    await page.goto(`http://localhost:${port}/account`);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login/);
    const after = await fetch(`${loopback()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect([after.status, (await after.json()).errorCode]).toEqual([401, 'TOKEN_REVOKED']);
  }, 60_000);
});
