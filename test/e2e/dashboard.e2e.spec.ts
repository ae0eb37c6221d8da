/**
 * The Activity Dashboard end to end, as `npm start` runs the product: a signed-in user with the
 * sandbox's LinkedIn account connected opens /dashboard, a campaign with a View Profile step and two
 * leads is created through the API, and the runner (same process, no spacing between actions) views
 * both profiles. The open page follows live: Profile Views 2/100 from activity:update, and the two
 * activities in the list, each with the lead's name and picture, linking to the lead. Then a
 * campaign invites a third person and they accept: the Connections card counts both at once, well
 * before its 5-minute refresh. Screenshots land in test-results/dashboard/.
 */
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  connectedAccountId,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphNode, VIEW_PROFILE_GRAPH } from '../support/campaign-fixtures';

const CAMPAIGN = 'Dashboard views';

describeWithBrowser('the Activity Dashboard in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let leads: string[];
  let names: string[];

  beforeAll(async () => {
    session = await startBrowserSession('dashboard', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Dana Board',
      email: 'dana@example.com',
      password: 'gauges all day',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const gauge = (label: string): Locator => page.getByRole('region', { name: label, exact: true });
  const activityItems = () => page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');

  it('opens from the sidebar with every gauge at zero, the empty activity list and the connection figures', async () => {
    await page.getByRole('link', { name: 'Activity Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 }).catch(async (error) => {
      // Seen only under CI load: leave what the page showed for whoever looks next.
      await session.shot('00-not-on-dashboard');
      console.log(`dashboard test: page at ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 400)}`);
      throw error;
    });
    await page.getByRole('heading', { name: 'Activity Dashboard' }).waitFor();
    await page.getByText('No recent activities found').waitFor();
    await page.getByText("Today's activity: 0 total actions performed").waitFor();
    const expected: Array<[string, string]> = [
      ['Connections', '0/20'],
      ['Messages', '0/30'],
      ['Inmails', '0/10'],
      ['Profile Views', '0/100'],
      ['Endorsements', '0/20'],
      ['Likes', '0/20'],
      ['Followings', '0/20'],
      ['Emails', '0/50'],
    ];
    for (const [label, counts] of expected) {
      await expect(gauge(label).textContent()).resolves.toBe(`0%${label}${counts}`);
      await expect(gauge(label).getAttribute('data-colour')).resolves.toBe('green');
    }
    await expect(page.getByRole('region', { name: 'Pending Invitations' }).textContent()).resolves.toBe(
      'Pending Invitations0',
    );
    await expect(page.getByRole('region', { name: 'Total Connections' }).textContent()).resolves.toBe(
      'Total Connections0+',
    );
    await session.shot('01-empty');
  }, 60_000);

  it('follows a campaign viewing two profiles live: Profile Views 2/100 and the two activities', async () => {
    const search = await api<{ profileUrls: string[]; profiles: Array<{ name: string }> }>(
      'POST',
      '/api/linkedin/search/profiles',
      {
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=product',
        maxProfiles: 2,
        limit: 50,
      },
    );
    expect(search.status).toBe(200);
    leads = search.body.profileUrls;
    names = search.body.profiles.map((p: { name: string }) => p.name);
    expect(leads).toHaveLength(2);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const created = await api('POST', '/api/campaigns', {
      name: CAMPAIGN,
      description: `${CAMPAIGN} - created via sequence builder`,
      leads,
      sequence: VIEW_PROFILE_GRAPH,
    });
    expect(created.status).toBe(201);

    await page.getByText("Today's activity: 2 total actions performed").waitFor({ timeout: 30_000 });
    await expect(gauge('Profile Views').textContent()).resolves.toBe('2%Profile Views2/100');
    await expect(gauge('Connections').textContent()).resolves.toBe('0%Connections0/20');
    // The list refetches 2 s after the last activity:update, well before the 60 s refresh.
    await activityItems().nth(1).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The runner fetched each profile before viewing it: the list names the leads, with their pictures.
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector('[aria-label="Recent activity"]')?.textContent ?? '';
        return expected.every((name: string) => text.includes(`Viewed profile ${name}`));
      },
      names,
      { timeout: 10_000 },
    );
    const texts = await activityItems().allTextContents();
    expect(texts).toHaveLength(2);
    // A name (or initials) on a picture, the action with the name, the campaign and the time.
    for (const name of names)
      expect(texts.some((t) => t.includes(`Viewed profile ${name}`) && t.includes(CAMPAIGN))).toBe(true);
    const link = activityItems().first().getByRole('link');
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/leads\/[^/]+$/);
    expect(await activityItems().first().locator('img, .MuiAvatar-root').count()).toBeGreaterThan(0);
    await session.shot('02-two-profile-views');
    await link.click();
    await page.waitForURL(/\/leads\/[^/]+$/);
    await page.getByRole('heading', { name: names.find((n) => (texts[0] ?? '').includes(n)) }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Activity Dashboard' }).waitFor();
  }, 60_000);

  it('shows the same after a reload, and the limits as the user set them', async () => {
    const limits = (await api<object>('GET', '/api/rate-limits/settings')).body;
    expect(
      (await api('PUT', '/api/rate-limits/settings', { ...limits, profileViews: 0, connections: 75 })).status,
    ).toBe(200);
    await page.reload();
    await page.getByText("Today's activity: 2 total actions performed").waitFor();
    // A limit of 0 that was already used reads full, in red.
    await expect(gauge('Profile Views').textContent()).resolves.toBe('100%Profile Views2/0');
    await expect(gauge('Profile Views').getAttribute('data-colour')).resolves.toBe('red');
    await expect(gauge('Connections').textContent()).resolves.toBe('0%Connections0/75');
    await activityItems().nth(1).waitFor();
    await session.shot('03-after-reload');
    expect((await api('PUT', '/api/rate-limits/settings', limits)).status).toBe(200);
  }, 60_000);

  it('counts an invitation a campaign sends, and its acceptance, on the Connections card at once', async () => {
    const pending = page.getByRole('region', { name: 'Pending Invitations' });
    const total = page.getByRole('region', { name: 'Total Connections' });
    const before = {
      pending: Number((await pending.textContent())!.replace(/\D/g, '')),
      total: Number((await total.textContent())!.replace(/\D/g, '')),
    };
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const search = await api<{ profileUrls: string[]; profiles: Array<{ name: string }> }>(
      'POST',
      '/api/linkedin/search/profiles',
      { searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder', maxProfiles: 1, limit: 50 },
    );
    const [invitee] = search.body.profileUrls;
    const invite = { nodes: [graphNode('invite', 'send-connection', { note: '' }, 'Send Connection')], edges: [] };
    expect(
      (
        await api('POST', '/api/campaigns', {
          name: 'Dashboard invites',
          description: 'Dashboard invites - created via sequence builder',
          leads: [invitee],
          sequence: invite,
        })
      ).status,
    ).toBe(201);
    await pending.getByText(String(before.pending + 1)).waitFor({ timeout: 20_000 });
    await session.shot('04-invitation-counted');

    // The member accepts: LinkedIn's webhook reaches the runner's step, and the card follows.
    const accountId = await connectedAccountId(session.outflow.url, token);
    const accepted = await fetch(`${session.outflow.url}/sandbox/control/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountId, profileUrl: invitee }),
    });
    expect(accepted.status).toBe(200);
    await total.getByText(`${before.total + 1}+`).waitFor({ timeout: 20_000 });
    await pending.getByText(String(before.pending)).waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await session.shot('05-acceptance-counted');
  }, 60_000);
});
