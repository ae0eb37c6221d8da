/**
 * A support person's day and the account owner's view of it (issue 23 items 10, 11), in a browser
 * at 1280 and 390 px on the product as `npm start` runs it: the timeline in words (one line per
 * thing that happened, every recorded event on a switch, ids readable), the access log naming the
 * campaign and the lead, and the LinkedIn Account page saying when LinkedIn restricted the account.
 * Every page looked at passes axe-core. Screenshots land in test-results/support-day/.
 */
import type { Page } from 'playwright-core';
import { main as usersCli } from '../../apps/api/src/users-cli';
import { expectAccessible } from '../support/axe';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  connectedAccountId,
  signUpAndConnectInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';
import { graphEdge, graphNode } from '../support/campaign-fixtures';
import { eventually } from '@outflow/testing';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SEQUENCE = {
  nodes: [
    graphNode('view', 'view-profile', {}, 'View Profile', 0),
    graphNode('invite', 'send-connection', { note: 'Hi {{firstName}}!' }, 'Send Connection', 150),
  ],
  edges: [graphEdge('view', 'invite', 0)],
};

/**
 * A table wider than its card scrolls sideways on its own, so a finger can bring its last column
 * into view: the first box around it that is too narrow lets the user scroll (a card's hidden
 * overflow would cut the column off; the page itself scrolling sideways fails too).
 */
async function expectEveryColumnReachable(page: Page, table: string): Promise<void> {
  const last = page.getByRole('table', { name: table }).getByRole('columnheader').last();
  const cut = await last.evaluate((cell) => {
    for (let box = cell.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1) {
        const overflow = getComputedStyle(box).overflowX;
        return overflow === 'auto' || overflow === 'scroll' ? null : `${box.tagName}.${box.className}`;
      }
    }
    return null;
  });
  expect(cut).toBeNull();
}

describeWithBrowser("a support person's day", () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let campaignId: string;
  let userId: string;
  const api = <T = unknown>(method: string, path: string, body?: unknown, as = token) =>
    callApi<T>(session.outflow.url, as, method, path, body);
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    session = await startBrowserSession('support-day', {
      viewport: DESKTOP,
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    page.setDefaultTimeout(15_000);
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Olga Owner',
      email: 'olga@example.com',
      password: 'owner of campaigns',
    });
    userId = (await api<{ id: string }>('GET', '/api/auth/me')).body.id;
    const found = await api<{ profileUrls: string[]; profiles: Array<{ name: string }> }>(
      'POST',
      '/api/linkedin/search/profiles',
      { searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=designer', maxProfiles: 2, limit: 50 },
    );
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Designers in Lisbon',
      leads: found.body.profileUrls,
      leadNames: found.body.profiles.map((p) => p.name),
      sequence: SEQUENCE,
    });
    campaignId = created.body.campaign._id;
    // Both leads viewed and invited: each counted action has its quota reservation on record.
    await eventually(
      async () => {
        const state = await api<{ leads: { rows: Array<{ invited: boolean }> } }>(
          'GET',
          `/api/campaigns/${campaignId}/state`,
        );
        return state.body.leads.rows.every((r) => r.invited);
      },
      'both invitations',
      60_000,
    );
  }, 180_000);
  afterAll(() => session?.stop());

  it('tells the timeline in words, one line per thing that happened, every event on a switch', async () => {
    await page.goto(`${session.outflow.url}/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page.getByTestId('timeline-entry').first().waitFor();
    const story = await page.getByTestId('timeline-entry').allTextContents();
    expect(story.some((line) => /Invitation sent to .+ with note 'Hi .+!'/.test(line))).toBe(true);
    // No bookkeeping, no raw event names, no ids by default.
    expect(story.some((line) => line.includes('Quota reserved'))).toBe(false);
    expect(story.some((line) => /LinkedInActionPerformed|QuotaReserved|StepScheduled/.test(line))).toBe(false);
    expect(await page.getByTestId('timeline-ids').count()).toBe(0);
    await shot('01-timeline-in-words');
    await expectAccessible(page, 'the timeline in words');

    await page.getByRole('switch', { name: 'Show every recorded event' }).check();
    await page.getByText(/recorded events$/).waitFor();
    await page.getByTestId('timeline-entry').filter({ hasText: 'Quota reserved' }).first().waitFor();
    const ids = page.getByTestId('timeline-ids').first();
    await ids.waitFor();
    // The ids read at 4.5:1 or more (axe's colour-contrast rule checks it too).
    const colour = await ids.evaluate((el) => getComputedStyle(el).color);
    expect(colour).not.toBe('rgba(0, 0, 0, 0.38)');
    await shot('02-every-event');
    await expectAccessible(page, 'the timeline with every recorded event');
  }, 60_000);

  it('shows the timeline in words on a phone too', async () => {
    const phone = await session.openPage(PHONE);
    try {
      await phone.goto(`${session.outflow.url}/campaigns/${campaignId}`);
      await phone.getByRole('tab', { name: 'Timeline' }).click();
      await phone.getByTestId('timeline-entry').first().waitFor();
      const widths = await phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
      await phone.screenshot({ path: 'test-results/support-day/03-timeline-phone.png', fullPage: true });
      await expectAccessible(phone, 'the timeline on a phone');
    } finally {
      await phone.close();
    }
  }, 60_000);

  it("names the campaign and the lead in the owner's access log", async () => {
    const support = await api<{ accessToken: string }>('POST', '/api/auth/signup', {
      email: 'sid@example.com',
      password: 'support on duty',
      name: 'Sid Support',
    });
    const lines: string[] = [];
    const granted = await usersCli(['grant', 'sid@example.com', 'support'], {
      env: { DATABASE_URL: session.outflow.databaseUrl, DATA_DIR: session.outflow.dataDir, LOG_LEVEL: 'silent' },
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    expect(granted).toBe(0);
    expect(support.status).toBe(201);
    // Signed in again after the grant, as support staff do.
    const sid = await eventually(
      async () => {
        const session = await api<{ accessToken: string }>('POST', '/api/auth/login', {
          email: 'sid@example.com',
          password: 'support on duty',
        });
        const me = await api<{ roles: string[] }>('GET', '/api/auth/me', undefined, session.body.accessToken);
        return me.body.roles.includes('support') && session.body.accessToken;
      },
      'the support role',
      15_000,
      200,
    );
    const state = await api<{ leads: { rows: Array<{ targetId: string; name: string }> } }>(
      'GET',
      `/api/campaigns/${campaignId}/state`,
    );
    const lead = state.body.leads.rows[0];
    const read = await api(
      'GET',
      `/api/support/users/${userId}/campaigns/${campaignId}/history?targetId=${encodeURIComponent(lead.targetId)}`,
      undefined,
      sid,
    );
    expect(read.status).toBe(200);

    await page.goto(`${session.outflow.url}/account`);
    const entry = page.getByTestId('access-log-entry').filter({ hasText: 'Campaign timeline' }).first();
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toContain('Designers in Lisbon');
    expect(text).toContain(`lead ${lead.name}`);
    expect(text).not.toContain(lead.targetId);
    await shot('04-access-log-named');
    await expectAccessible(page, 'the Account page with its access log');
  }, 60_000);

  it('says on the LinkedIn Account page that LinkedIn restricted the account, since when, and what Outflow does', async () => {
    const accountId = await connectedAccountId(session.outflow.url, token);
    const restricted = await fetch(`${session.outflow.url}/sandbox/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restrictAccountId: accountId }),
    });
    expect(restricted.status).toBe(200);
    await page.goto(`${session.outflow.url}/team`);
    const notice = page.getByTestId('linkedin-restriction');
    await eventually(
      async () => {
        if ((await notice.count()) > 0) return true;
        await page.reload();
        await page.getByText('LinkedIn account', { exact: false }).first().waitFor();
        return false;
      },
      'the restriction on the LinkedIn Account page',
      30_000,
      1000,
    );
    await notice.getByText(/^LinkedIn has restricted this account since /).waitFor();
    await notice.getByText(/holds your campaigns' LinkedIn steps meanwhile/).waitFor();
    await page.getByText('Restricted by LinkedIn').waitFor();
    await page
      .getByText('Your LinkedIn account is connected, but LinkedIn has restricted it', { exact: false })
      .waitFor();
    expect(await page.getByText('Connected', { exact: true }).count()).toBe(0);
    await shot('05-restricted');
    await expectAccessible(page, 'the LinkedIn Account page of a restricted account');

    const phone = await session.openPage(PHONE);
    try {
      await phone.goto(`${session.outflow.url}/team`);
      await phone.getByTestId('linkedin-restriction').waitFor();
      await phone.screenshot({ path: 'test-results/support-day/06-restricted-phone.png', fullPage: true });
    } finally {
      await phone.close();
    }
  }, 90_000);

  it('passes axe on the workspace, support and invitation pages, at 1280 and 390 px', async () => {
    // A team workspace with an open invitation: the /workspace page lists it, its link opens /invitations/:token.
    const team = await api<{ id: string }>('POST', '/api/workspaces', { name: 'Lisbon studio' });
    expect(team.status).toBe(201);
    const invited = await api<{ link: string }>('POST', `/api/workspaces/${team.body.id}/invitations`, {
      email: 'ines@example.com',
      role: 'member',
    });
    expect(invited.status).toBe(201);
    const invitation = new URL(invited.body.link).pathname;
    for (const [size, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const owner = await session.openPage(size);
      const guest = await session.openPage(size, { signedIn: false });
      const staff = await session.openPage(size, { signedIn: false });
      try {
        await owner.goto(`${session.outflow.url}/workspace`);
        await owner.getByRole('heading', { level: 1 }).first().waitFor();
        await owner.waitForLoadState('networkidle');
        await owner.screenshot({ path: `test-results/support-day/07-workspace-${name}.png`, fullPage: true });
        await expectEveryColumnReachable(owner, 'Members');
        await expectAccessible(owner, `/workspace (${name})`);

        await guest.goto(`${session.outflow.url}${invitation}`);
        await guest.getByRole('heading', { name: 'Join Lisbon studio' }).waitFor();
        await guest.screenshot({ path: `test-results/support-day/08-invitation-${name}.png`, fullPage: true });
        await expectAccessible(guest, `/invitations/:token (${name})`);

        // Support staff sign in as anyone does, then open the console and the owner's page.
        await staff.goto(`${session.outflow.url}/login`);
        await staff.getByLabel('Email').fill('sid@example.com');
        await staff.getByLabel('Password').fill('support on duty');
        await staff.getByRole('button', { name: 'Sign in' }).click();
        await staff.waitForFunction(() => localStorage.getItem('authToken') !== null);
        await staff.goto(`${session.outflow.url}/support`);
        await staff.getByRole('heading', { level: 1 }).first().waitFor();
        await staff.waitForLoadState('networkidle');
        await staff.screenshot({ path: `test-results/support-day/09-support-${name}.png`, fullPage: true });
        await expectAccessible(staff, `/support (${name})`);
        await staff.goto(`${session.outflow.url}/support/users/${userId}`);
        await staff.getByRole('heading', { level: 1 }).first().waitFor();
        await staff.getByText('Designers in Lisbon').first().waitFor();
        await staff.waitForLoadState('networkidle');
        await staff.screenshot({ path: `test-results/support-day/10-support-user-${name}.png`, fullPage: true });
        await expectEveryColumnReachable(staff, 'Campaigns of the user');
        await expectAccessible(staff, `/support/users/:id (${name})`);
      } finally {
        await Promise.all([owner.close(), guest.close(), staff.close()]);
      }
    }
  }, 120_000);
});
