/**
 * The campaign page and the support console in a browser, as `npm start` runs the product: the
 * owner's campaign runs on the embedded sandbox (views, invitations, an acceptance, a message); the
 * owner opens its page from the list, moves the replay slider back and forth, opens a lead's
 * timeline; a support member (granted with `npm run users`) finds the owner, opens the campaign
 * read-only; the owner then sees that read in the Account page's access log.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { main as usersCli } from '../../apps/api/src/users-cli';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  signUpInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphEdge, graphNode } from '../support/campaign-fixtures';
import { eventually } from '@outflow/testing';

const SEQUENCE = {
  nodes: [
    graphNode('view', 'view-profile', {}, 'View Profile', 0),
    graphNode('invite', 'send-connection', { note: 'Hi {{firstName}}!', waitPeriod: 3 }, 'Send Connection', 150),
    graphNode('msg', 'send-message', { message: 'Thanks {{firstName}}' }, 'Send Message', 300),
  ],
  edges: [graphEdge('view', 'invite', 0), graphEdge('invite', 'msg', 0, 'true')],
};
const OWNER = { name: 'Olive Owner', email: 'olive@example.com', password: 'owner password 1' };
const SUPPORT = { name: 'Sam Support', email: 'sam@example.com', password: 'support password 1' };

describeWithBrowser('the campaign page, its replay, and the support console, in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let campaignId: string;
  let leads: string[];

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const sandbox = (path: string, body: unknown) =>
    fetch(`${session.outflow.url}/sandbox/control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    session = await startBrowserSession('campaign-page', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    await sandbox('/behaviour', { acceptProbability: 0, replyProbability: 0 });
    token = await signUpAndConnectInBrowser(page, session.outflow.url, OWNER);
    const found = await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=designer',
      maxProfiles: 3,
      limit: 50,
    });
    leads = found.body.profileUrls;
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Designers Q4',
      leads,
      sequence: SEQUENCE,
    });
    campaignId = created.body.campaign._id;
    // The runner views and invites the three; one accepts and gets the message.
    const figures = async () =>
      (await api<{ figures?: { invited: number; messaged: number } }>('GET', `/api/campaigns/${campaignId}/state`)).body
        .figures;
    await eventually(async () => (await figures())?.invited === 3, 'three invitations', 30_000, 250);
    const { body: account } = await api<{ account: { accountId: string } }>('GET', '/api/linkedin-accounts');
    await sandbox('/accept', { accountId: account.account.accountId, profileUrl: leads[0] });
    await eventually(
      async () => (await figures())?.messaged === 1,
      'the message to the lead who accepted',
      30_000,
      250,
    );
  }, 180_000);
  afterAll(() => session?.stop());

  it("opens the campaign's page from the list: its sequence with the leads at each step, figures and lead table", async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('link', { name: 'Designers Q4' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${campaignId}$`));
    await page.getByRole('heading', { name: 'Designers Q4' }).waitFor();
    await page.getByTestId('step-node').first().waitFor();
    expect(await page.getByTestId('lead-row').count()).toBe(3);
    expect(await page.getByTestId('figure-acceptance-rate').textContent()).toBe('33.3%');
    // Two leads wait at the invitation, one reached the message.
    const here = await page
      .getByTestId('step-node')
      .evaluateAll((nodes) =>
        nodes.map((n) => [n.textContent?.split(/\d/)[0], Number(n.getAttribute('data-step-here'))]),
      );
    expect(here).toEqual([
      ['View Profile', 0],
      ['Send Connection', 2],
      ['Send Message', 0],
    ]);
    await page.getByText('Waiting for the invitation to be accepted').first().waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await session.shot('01-campaign-page-live');
    // A running campaign's sequence can be revised (issue 21); an ended one keeps the spec's message (sequence-revision-dialog).
    await page.getByRole('button', { name: 'Revise sequence' }).waitFor();
  }, 60_000);

  it('moves the replay slider back to the first event and forward again: the counts and the table redraw as they stood', async () => {
    const slider = page.getByRole('slider', { name: "Point in the campaign's history" });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByText('Replay', { exact: true }).waitFor();
    await page
      .getByTestId('replay-position')
      .filter({ hasText: /^Event 1 of \d+/ })
      .waitFor();
    // Right after its creation: every lead scheduled at the first step, nothing done yet.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lead-row"][data-state="scheduled"]').length === 3,
    );
    expect(await page.getByTestId('figure-actions-today').textContent()).toBe('0');
    expect(await page.getByTestId('step-node').first().getAttribute('data-step-here')).toBe('3');
    await session.shot('02-replay-at-creation');

    // One event at a time, then halfway and back to the end.
    await page.getByRole('button', { name: 'Next event' }).click();
    await page
      .getByTestId('replay-position')
      .filter({ hasText: /^Event 2 of/ })
      .waitFor();
    await slider.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await page
      .getByTestId('replay-position')
      .filter({ hasText: /^Event 10 of/ })
      .waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lead-row"][data-state="scheduled"]').length < 3,
    );
    await session.shot('03-replay-midway');
    await page.keyboard.press('End');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lead-row"][data-state="awaiting"]').length === 2,
    );
    await page.getByRole('button', { name: 'Back to live' }).click();
    await page.getByText('Live', { exact: true }).waitFor();
  }, 60_000);

  it("opens a lead's timeline: its story in order, with who did what", async () => {
    const first = page.getByTestId('lead-row').first();
    await first.getByRole('button', { name: /^Timeline of / }).click();
    await page.getByTestId('lead-story').waitFor();
    await page.getByTestId('timeline-entry').first().waitFor();
    const summaries = await page
      .getByTestId('timeline-entry')
      .evaluateAll((entries) => entries.map((e) => e.querySelector('p.MuiTypography-body2')?.textContent ?? ''));
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Profile of .+ viewed/),
        expect.stringMatching(/^Invitation sent to .+ with note 'Hi .+!'/),
        expect.stringMatching(/accepted the invitation/),
        expect.stringMatching(/^Message sent to .+: 'Thanks .+'/),
      ]),
    );
    await session.shot('04-lead-timeline');
  }, 30_000);

  it('lets a support member find the owner and read the campaign, read-only; the owner sees it in the access log', async () => {
    const context = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 860 } });
    const support = await context.newPage();
    const shotSupport = (name: string) =>
      support.screenshot({
        path: path.resolve(__dirname, '../../test-results/campaign-page', `${name}.png`),
        fullPage: true,
      });
    try {
      await signUpInBrowser(support, session.outflow.url, SUPPORT);
      await support.waitForURL(/\/team/);
      const env = { DATABASE_URL: session.outflow.databaseUrl, DATA_DIR: session.outflow.dataDir, LOG_LEVEL: 'silent' };
      expect(
        await usersCli(['grant', SUPPORT.email, 'support'], { env, out: () => undefined, err: () => undefined }),
      ).toBe(0);
      const supportToken = (await support.evaluate(() => localStorage.getItem('authToken')))!;
      await eventually(
        async () =>
          (
            await callApi<{ roles: string[] }>(session.outflow.url, supportToken, 'GET', '/api/auth/me')
          ).body.roles.includes('support'),
        'the support role',
        30_000,
        250,
      );
      await support.goto(`${session.outflow.url}/support`);
      await support.getByRole('heading', { name: 'Support' }).waitFor();
      await support.getByLabel('E-mail or name').fill('olive');
      await support.getByRole('button', { name: 'Find user' }).click();
      await support.getByRole('link', { name: OWNER.name }).click();
      await support.getByRole('heading', { name: OWNER.name }).waitFor();
      await support.getByRole('heading', { name: 'LinkedIn account' }).waitFor();
      await support.getByTestId('linkedin-history').first().waitFor();
      await shotSupport('05-support-user');
      await support.getByRole('link', { name: 'Designers Q4' }).click();
      await support.getByRole('heading', { name: 'Designers Q4' }).waitFor();
      await support.getByText('Support view: read-only.', { exact: false }).waitFor();
      expect(await support.getByTestId('lead-row').count()).toBe(3);
      // No command is offered to support.
      expect(await support.getByRole('button', { name: 'Reset profiles' }).count()).toBe(0);
      expect(await support.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await support.getByRole('button', { name: 'Previous event' }).click();
      await support.getByText('Replay', { exact: true }).waitFor();
      await shotSupport('06-support-campaign-replay');
      // The timeline too, read-only.
      await support.getByRole('tab', { name: 'Timeline' }).click();
      await support.getByTestId('timeline-entry').first().waitFor();
      await shotSupport('07-support-timeline');
      // The Results tab too (the funnel at the replay's point, the figures by day), with no test to end.
      await support.getByRole('tab', { name: 'Results' }).click();
      await support.getByRole('table', { name: 'Funnel' }).waitFor();
      await support.getByRole('region', { name: 'By day' }).waitFor();
      expect(await support.getByRole('button', { name: /^(Choose|Pause) / }).count()).toBe(0);
      await shotSupport('07b-support-results');
    } finally {
      await context.close();
    }

    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByText('Support access log').waitFor();
    await page.getByTestId('access-log-entry').first().waitFor();
    const reads = [
      'Account, subscription, LinkedIn account and limits',
      'Campaign list',
      'Campaign page',
      'Campaign timeline',
      'Campaign replay',
      'Campaign results (funnel)',
      'Campaign figures by day',
      'Found in a search for users',
    ];
    const logged = (entries: string[], what: string) =>
      entries.some((e) => e.includes(what) && e.includes(SUPPORT.name));
    // Each read is recorded as the support member made it; the last few may reach the log after
    // the page first showed it: read the log again until every one is there.
    const entries = await eventually(
      async () => {
        const shown = await page.getByTestId('access-log-entry').allTextContents();
        if (reads.every((what) => logged(shown, what))) return shown;
        await page.reload();
        await page.getByTestId('access-log-entry').first().waitFor();
        return false;
      },
      'every support read in the access log',
      30_000,
      500,
    );
    for (const what of reads) expect([what, logged(entries, what)]).toEqual([what, true]);
    await session.shot('08-owner-access-log');
  }, 90_000);
});
