/**
 * Real-time campaign updates in a browser, on the product as `npm start` runs it: a signed-in user
 * watches /campaigns while a campaign is created through the API from outside the page, and then
 * paused from outside. Both show within a couple of seconds, with no page reload and no reload of
 * the list (its own refresh is every 10 s): the socket's campaign:list-update and campaign:update
 * carry them. A server notification shows as a toast, and signing out drops the connection.
 * Screenshots land in test-results/realtime-campaigns/.
 */
import { userStream } from '@outflow/domain';
import { createPostgresEventStore } from '@outflow/event-store';
import { EVENT_STORE_SCHEMA } from '@outflow/wiring';
import type { Page, WebSocket } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  connectedAccountId,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';

const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params },
});
/** View each profile, then message it an hour later: the runner starts at once and then waits. */
const sequence = {
  nodes: [
    node('view-profile-1', 'view-profile'),
    node('send-message-2', 'send-message', { message: 'Hi {{firstName}}' }),
  ],
  edges: [{ id: 'e1', source: 'view-profile-1', target: 'send-message-2', type: 'custom', data: { delay: 3_600_000 } }],
};
const NAME = 'Live launch';
/** Well under the list's 10 s refresh. */
/** How long a pushed change may take to show; generous, as a loaded machine is slow to paint. Liveness itself is
 * shown by what did not happen: no list request and no reload since the change. */
const LIVE_WITHIN_MS = 15_000;

const isListCall = (method: string, url: string) => method === 'GET' && new URL(url).pathname === '/api/campaigns';

describeWithBrowser('real-time campaign updates in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let campaignId: string;
  /** When the page asked for the campaign list, and the socket frames it received. */
  const listCalls: number[] = [];
  const frames: string[] = [];
  const sockets: WebSocket[] = [];
  /** Sockets before this index belong to documents navigated away from (Playwright reports no close for those). */
  let socketsOfThisPage = 0;
  let connectedFrames = 0;

  beforeAll(async () => {
    session = await startBrowserSession('realtime-campaigns', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    page.on('request', (request) => {
      if (isListCall(request.method(), request.url())) listCalls.push(Date.now());
    });
    page.on('websocket', (ws: WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      sockets.push(ws);
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        frames.push(text);
        if (text.startsWith('42["connected"')) connectedFrames += 1;
      });
    });
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Rita Live',
      email: 'rita@example.com',
      password: 'live and direct',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);

  /**
   * Loads /campaigns afresh and waits for its list and its socket, so the list's next refresh is
   * about 10 s away; marks the page so a reload would show.
   */
  async function freshCampaignsPage(): Promise<void> {
    socketsOfThisPage = sockets.length;
    const connectedBefore = connectedFrames;
    const listed = page.waitForResponse((r) => isListCall(r.request().method(), r.url()));
    await page.goto(`${session.outflow.url}/campaigns`);
    await listed;
    await page.waitForFunction(() => document.body.innerText.includes('Campaigns'));
    for (let i = 0; connectedFrames === connectedBefore; i++) {
      if (i > 100) throw new Error('the page opened no real-time connection');
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  }

  const row = () => page.locator('tbody tr', { has: page.getByRole('link', { name: NAME, exact: true }) });
  const stillTheSamePage = () =>
    page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

  it('shows a campaign created through the API without a reload', async () => {
    await freshCampaignsPage();
    await page.getByText('No campaigns yet').waitFor();
    await session.shot('01-empty-list');

    const search = await api<{ profileUrls: string[]; profiles: Array<{ name: string }> }>(
      'POST',
      '/api/linkedin/search/profiles',
      {
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=a',
        maxProfiles: 3,
        limit: 50,
      },
    );
    expect(search.status).toBe(200);
    const leads = search.body.profileUrls;
    expect(leads).toHaveLength(3);

    const since = Date.now();
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: NAME,
      description: `${NAME} - created via sequence builder`,
      leads,
      sequence,
    });
    expect(created.status).toBe(201);
    campaignId = created.body.campaign._id;

    await row().waitFor({ timeout: LIVE_WITHIN_MS });
    await expect(row().textContent()).resolves.toMatch(/All leads3/);
    // The socket brought it: no list request since, and the page was not reloaded.
    expect(listCalls.filter((t) => t >= since)).toEqual([]);
    expect(await stillTheSamePage()).toBe(true);
    expect(frames.some((f) => f.startsWith('42["campaign:list-update"') && f.includes(campaignId))).toBe(true);
    await expect(row().getByRole('switch', { name: 'Pause campaign' }).isChecked()).resolves.toBe(true);
    await session.shot('02-created-live');
  }, 60_000);

  it('shows the pause made from outside the page within a couple of seconds', async () => {
    // The runner has viewed the profiles or is about to: the row follows it.
    await row().getByText('Running', { exact: true }).waitFor({ timeout: 15_000 });
    await freshCampaignsPage();
    await row().getByRole('switch', { name: 'Pause campaign' }).waitFor();
    await row().getByText('Running', { exact: true }).waitFor();
    await session.shot('03-running');

    const since = Date.now();
    const paused = await api('PATCH', `/api/campaigns/${campaignId}/status`, { status: 'paused' });
    expect(paused.status).toBe(200);

    await row().getByRole('switch', { name: 'Start campaign' }).waitFor({ timeout: LIVE_WITHIN_MS });
    // The progress label, and the switch's own label, both say it.
    await row().getByText('Paused', { exact: true }).first().waitFor({ timeout: LIVE_WITHIN_MS });
    await expect(row().getByRole('switch', { name: 'Start campaign' }).isChecked()).resolves.toBe(false);
    expect(listCalls.filter((t) => t >= since)).toEqual([]);
    expect(await stillTheSamePage()).toBe(true);
    expect(frames.some((f) => f.startsWith('42["campaign:update"') && f.includes('"status":"paused"'))).toBe(true);
    await session.shot('04-paused-live');
  }, 60_000);

  it("shows the server's notifications as toasts", async () => {
    const accountId = await connectedAccountId(session.outflow.url, token);
    // What the LinkedIn webhook does when the account comes back: the projector's notice becomes notification:success.
    const store = createPostgresEventStore({
      connectionString: session.outflow.databaseUrl,
      schema: EVENT_STORE_SCHEMA,
    });
    try {
      const { id: userId } = (await api<{ id: string }>('GET', '/api/auth/me')).body;
      await store.appendToStream(
        userStream(userId),
        [
          {
            type: 'LinkedInAccountConnected',
            data: { accountId, occurredAt: new Date().toISOString(), reconnect: true },
            metadata: { userId, actor: 'system', correlationId: 'realtime-browser' },
          },
        ],
        { expectedVersion: 'any' },
      );
    } finally {
      await store.close();
    }
    await page
      .getByRole('status')
      .filter({ hasText: 'LinkedIn account connected' })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await stillTheSamePage()).toBe(true);
    await page.waitForTimeout(400); // the toast's slide-in, for the screenshot
    await session.shot('05-notification-toast');
  }, 30_000);

  it('drops the connection when the session ends, and makes none while signed out', async () => {
    await freshCampaignsPage();
    const live = sockets.slice(socketsOfThisPage);
    expect(live.filter((ws) => !ws.isClosed())).toHaveLength(1);
    // The session expires: the next list call answers 401 and react-admin signs out, in the page.
    await page.evaluate(() => localStorage.setItem('authToken', 'expired-token'));
    await page.getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'Your session has expired. Please sign in again.' }).waitFor();
    for (let i = 0; live.some((ws) => !ws.isClosed()); i++) {
      if (i > 60) throw new Error('the socket is still open after the session ended');
      await page.waitForTimeout(50);
    }
    expect(await stillTheSamePage()).toBe(true);
    const opened = sockets.length;
    await page.waitForTimeout(1500);
    expect(sockets.length).toBe(opened);
    await session.shot('06-signed-out');
  }, 30_000);
});
