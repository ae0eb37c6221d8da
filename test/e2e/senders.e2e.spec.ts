/**
 * The Senders page and the one inbox across senders in a browser, on the product as `npm start`
 * runs it (issue 20): the owner connects a first sender, then "Connect another sender" through the
 * sandbox's sign-in page; /team lists both with their standing, today's usage against the limit and
 * their warm-up day; a member of each sender's network writes to it; the inbox lists both chats,
 * each saying whose it is, and the sender filter shows one sender's chats only; the dashboard shows
 * each sender's usage. Then a member of the workspace sees the senders read-only (no connect,
 * remove or billing actions), and an admin sees the sender actions but not the owner's billing.
 */
import path from 'node:path';
import type { IssuedInvitation, LinkedInStatus, WorkspaceList, WorkspaceRoleName } from '@outflow/api-contract';
import { eventually } from '@outflow/testing';
import type { Page } from 'playwright-core';
import { StripeApiServer } from '../../libs/billing/src/testing/stripe-api-server';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  callSandbox,
  connectLinkedInInBrowser,
  DESKTOP,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';

describeWithBrowser('the Senders page and the inbox across senders in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  let token: string;
  let senders: LinkedInStatus['senders'];
  const shot = (name: string) => session.shot(name);

  let stripe: StripeApiServer;

  beforeAll(async () => {
    // This server takes payments (a local Stripe stand-in), so the page offers its billing actions to those who may.
    stripe = await StripeApiServer.start({ secretKey: 'sk_test_outflow_senders' });
    session = await startBrowserSession('senders', {
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PRICE_ID: 'price_outflow_senders',
        STRIPE_WEBHOOK_SECRET: 'whsec_outflow_senders',
        STRIPE_API_BASE: stripe.url,
      },
    });
    ({ page, outflow } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.stop();
    await stripe?.close();
  });

  const sandbox = (method: string, p: string, body?: unknown, api = false) =>
    callSandbox(outflow, method, p, body, api);
  const listed = async () =>
    (await callApi<LinkedInStatus>(outflow.url, token, 'GET', '/api/linkedin-accounts')).body.senders;

  it('shows the one sender with its day and offers to connect another', async () => {
    await signUpInBrowser(
      page,
      outflow.url,
      { name: 'Grace Hopper', email: 'grace@example.com', password: 'compilers forever' },
      { keepSchedule: true },
    );
    await page.waitForURL(/\/team/);
    await connectLinkedInInBrowser(page, 'grace@example.com');
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    await page.getByTestId('sender-day').getByText('Warm-up day 1 of 14').waitFor();
    await page.getByText(/^0 of \d+ actions today$/).waitFor();
    await page.getByRole('button', { name: 'Connect another sender' }).waitFor();
    await shot('01-one-sender');
  }, 90_000);

  it('connects a second sender through the hosted sign-in and lists both', async () => {
    await page.getByRole('button', { name: 'Connect another sender' }).click();
    await page.waitForURL(/\/sandbox\/hosted-auth\//);
    await page.locator('#email').fill('grace.second@example.com');
    await page.locator('#password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/team' && !u.search.includes('account_id'));
    await page.getByText('Senders', { exact: true }).waitFor();
    const rows = page.getByTestId('sender-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    senders = await listed();
    expect(senders.map((s) => s.status)).toEqual(['connected', 'connected']);
    for (const sender of senders) {
      const row = page.locator(`[data-testid="sender-row"][data-account-id="${sender.accountId}"]`);
      await row.getByText(sender.fullName!).waitFor();
      await row.getByText('Connected', { exact: true }).waitFor();
      await row.getByText('Warm-up day 1 of 14').waitFor();
      await row.getByRole('button', { name: 'Remove' }).waitFor();
    }
    await page.getByRole('button', { name: 'Connect another sender' }).waitFor();
    await shot('02-two-senders');
  }, 90_000);

  it('lists both senders’ chats in one inbox, each with its sender, and filters by sender', async () => {
    await sandbox('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    const texts = ['Hello from the first network', 'Hello from the second network'];
    for (const [i, sender] of senders.entries()) {
      const search = await sandbox(
        'POST',
        `/linkedin/search?account_id=${sender.accountId}&limit=5`,
        { url: 'https://www.linkedin.com/search/results/people/?keywords=engineer' },
        true,
      );
      const member = search.body.items[i];
      const reply = await sandbox('POST', '/reply', {
        accountId: sender.accountId,
        profileUrl: member.id,
        text: texts[i],
      });
      expect(reply.status).toBe(200);
    }

    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/\/inbox$/);
    await page.getByRole('tab', { name: 'All' }).click();
    const list = page.getByRole('list', { name: 'Conversations' });
    for (const [i, sender] of senders.entries()) {
      const item = list.getByRole('button').filter({ hasText: texts[i] });
      await item.waitFor({ timeout: 30_000 });
      await item.getByText(`via ${sender.fullName}`).waitFor();
    }
    await shot('03-inbox-all-senders');

    await page.getByRole('combobox', { name: 'Sender' }).click();
    await page.getByRole('option', { name: senders[1].fullName! }).click();
    await list.getByRole('button').filter({ hasText: texts[0] }).waitFor({ state: 'detached' });
    await list.getByRole('button').filter({ hasText: texts[1] }).waitFor();
    expect(await list.getByRole('button').count()).toBe(1);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await shot('04-inbox-second-sender');

    await page.getByRole('combobox', { name: 'Sender' }).click();
    await page.getByRole('option', { name: 'All senders' }).click();
    await list.getByRole('button').filter({ hasText: texts[0] }).waitFor();
  }, 90_000);

  it('shows the usage of each sender on the dashboard', async () => {
    await page.getByRole('link', { name: 'Activity Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const sender of senders) {
      const section = page.getByRole('region', { name: `${sender.fullName}'s usage` });
      await section.getByText(/^0 of \d+ actions today · Warm-up day 1 of 14$/).waitFor();
      await section.getByRole('region', { name: `${sender.fullName}: Connections` }).waitFor();
    }
    expect(await page.getByTestId('sender-usage').count()).toBe(2);
    await shot('05-dashboard-by-sender');
  }, 60_000);

  /** `who` signed up in a browser of their own, joined to the owner's workspace as `role`, on its /team. */
  async function joined(role: WorkspaceRoleName, who: { name: string; email: string; password: string }) {
    const workspaces = await callApi<WorkspaceList>(outflow.url, token, 'GET', '/api/workspaces');
    const workspace = workspaces.body.data.find((w) => w.personal)!;
    const invited = await callApi<IssuedInvitation>(
      outflow.url,
      token,
      'POST',
      `/api/workspaces/${workspace.id}/invitations`,
      { email: who.email, role },
    );
    expect(invited.status).toBe(201);
    const invitation = new URL(invited.body.link).pathname.split('/invitations/')[1];
    const other = await session.openPage(DESKTOP, { signedIn: false });
    await signUpInBrowser(other, outflow.url, who, { keepSchedule: true });
    await other.waitForFunction(() => localStorage.getItem('authToken') !== null);
    const theirs = (await other.evaluate(() => localStorage.getItem('authToken')))!;
    await eventually(
      async () => {
        const preview = await callApi<{ state: string }>(outflow.url, theirs, 'GET', `/api/invitations/${invitation}`);
        return preview.body.state === 'open';
      },
      'the invitation open',
      20_000,
      250,
    );
    const accepted = await callApi(outflow.url, theirs, 'POST', `/api/invitations/${invitation}/accept`);
    expect(accepted.status).toBe(200);
    await other.evaluate((id) => localStorage.setItem('outflow.workspace', id), workspace.id);
    await other.goto(`${outflow.url}/team`);
    // The role is known once the switcher names the workspace: the page shows what that role may do.
    await other.getByRole('button', { name: `Workspace: ${workspace.name}` }).waitFor({ timeout: 20_000 });
    const rows = other.getByTestId('sender-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    for (const sender of senders) {
      const row = other.locator(`[data-testid="sender-row"][data-account-id="${sender.accountId}"]`);
      await row.getByText(sender.fullName!).waitFor();
      await row.getByText('Warm-up day 1 of 14').waitFor();
    }
    await other.getByText('Free trial').waitFor();
    return other;
  }

  const buttons = async (p: Page, name: string) => p.getByRole('button', { name, exact: true }).count();

  it('shows a member the senders read-only, and an admin the sender actions but not the billing', async () => {
    const member = await joined('member', { name: 'Mel Member', email: 'mel@example.com', password: 'member only ok' });
    expect(await buttons(member, 'Remove')).toBe(0);
    expect(await buttons(member, 'Reconnect')).toBe(0);
    expect(await buttons(member, 'Connect another sender')).toBe(0);
    expect(await buttons(member, 'Upgrade Now')).toBe(0);
    // Limits and schedule are the admins': the first-run checklist sends a member to no settings.
    await member.locator('[data-step="settings"][data-done="true"]').waitFor();
    expect(await member.getByRole('link', { name: 'Open Settings' }).count()).toBe(0);
    await member.screenshot({ path: path.resolve(__dirname, '../../test-results/senders/06-member-view.png') });

    const admin = await joined('admin', { name: 'Ada Admin', email: 'ada@example.com', password: 'admin of senders' });
    await admin.getByRole('button', { name: 'Connect another sender' }).waitFor();
    expect(await buttons(admin, 'Remove')).toBe(2);
    await admin.getByRole('link', { name: 'Open Settings' }).waitFor();
    // The subscription is the owner's to pay or manage.
    expect(await buttons(admin, 'Upgrade Now')).toBe(0);
    await admin.screenshot({ path: path.resolve(__dirname, '../../test-results/senders/07-admin-view.png') });
    // The owner still has all of it.
    await page.goto(`${outflow.url}/team`);
    await page.getByRole('button', { name: 'Connect another sender' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade Now' }).waitFor();
    expect(await buttons(page, 'Remove')).toBe(2);
  }, 120_000);
});
