/**
 * AUTH_MODE=oidc end to end in a real browser, against a real OIDC provider (oidc-provider in a
 * child process, test/support/oidc-provider-server.mjs): the app sends a visitor to the provider,
 * they sign in and consent there, come back with an authorization code (PKCE), and the RS256
 * access token the web app stores is accepted by the API, which registers the user on first use.
 * Screenshots of each step land in test-results/oidc/ to look at.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser } from '../support/browser';
import { freePort } from '@outflow/testing';
import { startOutflowHarness, type OutflowHarness } from '../support/outflow-harness';

const CLIENT_ID = 'outflow-web';
const AUDIENCE = 'https://api.outflow.test';
const LOGIN = 'grace-hopper';
const SHOTS = path.resolve(__dirname, '../../test-results/oidc');

/** Starts the provider process and resolves with the issuer it announces once listening. */
function startProvider(env: Record<string, string>): Promise<{ child: ChildProcess; issuer: string }> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../support/oidc-provider-server.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const ready = /^ready (\S+)$/m.exec(stdout);
      if (ready) resolve({ child, issuer: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with ${code}: ${stderr}`)));
  });
}

describeWithBrowser('OIDC sign-in in a browser', () => {
  let provider: ChildProcess | undefined;
  let outflow: OutflowHarness | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let issuer: string;
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // The issuer must be known before Outflow starts, and the provider needs Outflow's address.
    const providerPort = await freePort();
    issuer = `http://127.0.0.1:${providerPort}`;
    outflow = await startOutflowHarness({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_CLIENT_ID: CLIENT_ID,
    });
    const started = await startProvider({
      OIDC_PORT: String(providerPort),
      OUTFLOW_URL: outflow.url,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_AUDIENCE: AUDIENCE,
    });
    provider = started.child;
    expect(started.issuer).toBe(issuer);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await outflow?.stop();
    provider?.kill();
  });

  it("announces the provider's issuer, client and audience on GET /api/auth/config", async () => {
    const config = await (await fetch(`${outflow!.url}/api/auth/config`)).json();
    expect(config).toMatchObject({ mode: 'oidc', issuer, clientId: CLIENT_ID, audience: AUDIENCE });
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(issuer);
  });

  it("sends a visitor to the provider's sign-in page", async () => {
    await page.goto(outflow!.url);
    await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'));
    await page.locator('input[name="login"]').waitFor();
    await shot('01-provider-sign-in');
  }, 60_000);

  it('signs in and consents at the provider, and lands back in the app, on /team, with the token stored', async () => {
    await page.locator('input[name="login"]').fill(LOGIN);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await shot('02-provider-consent');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === outflow!.url && url.pathname === '/team');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
    // The trial starts through authenticated API calls, so the stored token works for the app too.
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await shot('03-team');
    expect(new URL(page.url()).search).not.toContain('code=');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      profile: localStorage.getItem('auth0UserProfile'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.profile!)).toMatchObject({
      id: LOGIN,
      email: `${LOGIN}@example.com`,
      name: 'Grace Hopper',
    });

    const [header, payload] = stored
      .token!.split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('RS256');
    expect(payload).toMatchObject({ iss: issuer, aud: AUDIENCE, sub: LOGIN, client_id: CLIENT_ID });
  }, 60_000);

  it("is known to the API by the provider's subject, as a user registered through oidc", async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = await fetch(`${outflow!.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    // The guard registers an unseen subject (UserRegistered, provider oidc) before answering.
    expect(await me.json()).toEqual({
      id: LOGIN,
      email: `${LOGIN}@example.com`,
      name: 'Grace Hopper',
      roles: ['user'],
    });

    await page.reload();
    await page.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/team');
    await shot('04-team-after-reload');

    const forged = await fetch(`${outflow!.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${token!.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
  });
});
