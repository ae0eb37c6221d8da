/**
 * A browser page on a running Outflow (startOutflowHarness), with the steps several browser tests
 * share: signing up and connecting the sandbox's LinkedIn account through its sign-in page.
 */
import type { Clock } from '@outflow/domain';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startOutflowHarness, type OutflowHarness } from './outflow-harness';

export interface BrowserSession {
  readonly outflow: OutflowHarness;
  readonly page: Page;
  /** Saves a full-page screenshot under test-results/<folder>/<name>.png, to look at. */
  shot(name: string): Promise<void>;
  /** Another page in a context of its own at this size (a phone's: touch and mobile), signed in as `page` is. */
  openPage(viewport: { width: number; height: number }, options?: { signedIn?: boolean }): Promise<Page>;
  stop(): Promise<void>;
}

/** The desktop width the suites look at, and a phone's (iPhone 12–15: 390 × 844). */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function startBrowserSession(
  folder: string,
  options: { env?: Record<string, string>; clock?: Clock; viewport?: { width: number; height: number } } = {},
): Promise<BrowserSession> {
  const shots = path.resolve(__dirname, '../../test-results', folder);
  fs.mkdirSync(shots, { recursive: true });
  const outflow = await startOutflowHarness(options.env, { clock: options.clock });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const launched = browser;
    const phone = options.viewport !== undefined && options.viewport.width < 600;
    // A context of its own per page: axe-core's Playwright runner needs one (browser.newPage has none to open frames in).
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
    });
    const page = await context.newPage();
    return {
      outflow,
      page,
      shot: async (name) => void (await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true })),
      async openPage(size, { signedIn = true } = {}) {
        const small = size.width < 600;
        const context = await launched.newContext({
          viewport: size,
          ...(small ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
        });
        // The session is in place before the app's first script runs: a page opened signed out would
        // start react-admin's log-out, which revokes the copied token too if it lands meanwhile.
        const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
        if (signedIn)
          await context.addInitScript((entries) => {
            try {
              if (sessionStorage.getItem('session-copied')) return;
              sessionStorage.setItem('session-copied', '1');
              for (const [key, value] of JSON.parse(entries) as Array<[string, string]>)
                localStorage.setItem(key, value);
            } catch {
              // about:blank has no storage; the app's own page has.
            }
          }, stored);
        const other = await context.newPage();
        return other;
      },
      async stop() {
        await browser?.close();
        await outflow.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await outflow.stop();
    throw error;
  }
}

/**
 * Signs up on /signup. Unless `keepSchedule`, the new user's working hours and warm-up are then
 * turned off through the API, so tests that launch campaigns do not depend on the hour or weekday CI
 * runs at, and see the limits they set.
 */
export async function signUpInBrowser(
  page: Page,
  url: string,
  user: { name: string; email: string; password: string },
  options: { keepSchedule?: boolean } = {},
): Promise<void> {
  await page.goto(`${url}/signup`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  if (options.keepSchedule) return;
  await page.waitForFunction(() => localStorage.getItem('authToken') !== null);
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  const schedule = await callApi<{ workingHours: object }>(url, token, 'GET', '/api/schedule/settings');
  const off = await callApi(url, token, 'PUT', '/api/schedule/settings', {
    ...schedule.body,
    workingHours: { ...schedule.body.workingHours, enabled: false },
    warmUp: { enabled: false },
  });
  if (off.status !== 200)
    throw new Error(`could not turn working hours and warm-up off: ${off.status} ${JSON.stringify(off.body)}`);
}

/** From /team: Connect LinkedIn, sign in on the sandbox's page, back on /team with the connected card. */
export async function connectLinkedInInBrowser(
  page: Page,
  email: string,
  onSignInPage?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
  await page.waitForURL(/\/sandbox\/hosted-auth\//);
  await onSignInPage?.();
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('any password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/team' && !u.search.includes('account_id'));
  await page.getByRole('button', { name: /disconnect/i }).waitFor();
  // The menu unlocks once the app's global LinkedIn status has refreshed; under load that trails the
  // card. The green notice reads the same status (the sidebar is a closed drawer on a phone).
  await page.getByText('Your LinkedIn account is connected.').waitFor({ timeout: 20_000 });
}

/** Signs a new user up, connects the sandbox's LinkedIn account on /team, and answers the token the page holds. */
export async function signUpAndConnectInBrowser(
  page: Page,
  url: string,
  user: { name: string; email: string; password: string },
  options: { keepSchedule?: boolean } = {},
): Promise<string> {
  await signUpInBrowser(page, url, user, options);
  await page.waitForURL(/\/team/);
  await connectLinkedInInBrowser(page, user.email);
  return (await page.evaluate(() => localStorage.getItem('authToken')))!;
}

/** The id of the LinkedIn account the signed-in user connected. */
export async function connectedAccountId(baseUrl: string, token: string): Promise<string> {
  return (await callApi<{ account: { accountId: string } }>(baseUrl, token, 'GET', '/api/linkedin-accounts')).body
    .account.accountId;
}

/** Calls the running Outflow's API as a signed-in user (the token the page holds), for what a test sets up or checks from outside the page. */
export async function callApi<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Calls the LinkedIn sandbox the running Outflow embeds (under /sandbox): its control API, or with
 * `api` its provider API, with the key Outflow keeps in its data directory.
 */
export async function callSandbox(
  outflow: { url: string; dataDir: string },
  method: string,
  p: string,
  body?: unknown,
  api = false,
) {
  const key = () => fs.readFileSync(path.join(outflow.dataDir, 'sandbox-api-key'), 'utf8').trim();
  const res = await fetch(`${outflow.url}/sandbox${api ? '/api/v1' : '/control'}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(api ? { 'x-api-key': key() } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
