/**
 * Revising a running sequence in a browser, as `npm start` runs the product: the campaign list's
 * Edit opens the builder on the sequence in force, a removed step's leads are placed in the save
 * dialog (with how many leads each choice moves), and the campaign page then shows the versions
 * and each lead's version. A completed campaign's Edit keeps the spec's message. Screenshots land
 * in test-results/sequence-revision/.
 */
import { eventually } from '@outflow/testing';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { graphEdge, graphNode } from '../support/campaign-fixtures';

const DAY = 86_400_000;
/** view → follow at once → a day later the invitation: the leads wait on the invitation. */
const SEQUENCE = {
  nodes: [
    graphNode('view', 'view-profile', {}, 'View Profile', 0),
    graphNode('follow', 'follow-profile', {}, 'Follow', 150),
    graphNode('invite', 'send-connection', { waitForAcceptance: false }, 'Send Connection', 300),
  ],
  edges: [graphEdge('view', 'follow', 0), graphEdge('follow', 'invite', DAY)],
};

describeWithBrowser('revising a running sequence in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let running: string;

  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(session.outflow.url, token, method, path, body);
  const rows = async () =>
    (
      await api<{ leads: { rows: Array<{ stepId: string; state: string; sequenceVersion: number }> } }>(
        'GET',
        `/api/campaigns/${running}/state`,
      )
    ).body.leads.rows;

  beforeAll(async () => {
    session = await startBrowserSession('sequence-revision', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    await fetch(`${session.outflow.url}/sandbox/control/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ acceptProbability: 0, replyProbability: 0 }),
    });
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Rita Revise',
      email: 'rita@example.com',
      password: 'revise the sequence',
    });
    const found = await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder',
      maxProfiles: 3,
      limit: 50,
    });
    const [a, b, c] = found.body.profileUrls;
    const created = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Founders running',
      leads: [a, b],
      sequence: SEQUENCE,
    });
    running = created.body.campaign._id;
    const ended = await api<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Founders ended',
      leads: [c],
      sequence: SEQUENCE,
    });
    await api('PATCH', `/api/campaigns/${ended.body.campaign._id}/status`, { status: 'completed' });
    // Both leads are viewed and followed, then wait a day on the invitation.
    await eventually(
      async () => (await rows()).every((r) => r.stepId === 'invite' && r.state === 'scheduled'),
      'the leads waiting on the invitation',
      60_000,
      250,
    );
  }, 180_000);
  afterAll(() => session?.stop());

  it("keeps the spec's message on a completed campaign's Edit", async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);
    const ended = page.getByRole('row').filter({ hasText: 'Founders ended' });
    await ended.getByRole('button', { name: 'Edit campaign' }).click();
    await page.getByText('Editing an existing campaign is disabled. Please create a new campaign instead.').waitFor();
  }, 60_000);

  it("opens the builder from the list's Edit, asks where the removed step's leads go, and records version 2", async () => {
    const row = page.getByRole('row').filter({ hasText: 'Founders running' });
    await row.getByRole('button', { name: 'Edit campaign' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${running}/sequence$`));
    await page.getByText('Revising version 1: saving records version 2').waitFor();
    await page.getByRole('button', { name: 'Delete step Send Connection' }).click();
    await page.getByRole('button', { name: 'Save sequence' }).click();

    const dialog = page.getByRole('dialog', { name: 'Save the new version of the sequence' });
    await dialog.getByText('0 steps added, 1 changed, 1 removed').waitFor();
    await dialog.getByText('Send Connection: 2 leads waiting on this removed step').waitFor();
    await dialog.getByText('Its next step (2 leads finish)').waitFor();
    await dialog.getByText('Finish (2 leads end their sequence)').waitFor();
    // A picked step the leads already did is passed, never done again: here they would finish too.
    await dialog.getByRole('radio', { name: /A step I pick/ }).check();
    await dialog.getByText('A step I pick (2 leads finish)').waitFor();
    await session.shot('01-revision-dialog');
    await dialog.getByRole('radio', { name: /^Finish/ }).check();
    await dialog.getByRole('button', { name: 'Save version' }).click();

    await page.waitForURL(new RegExp(`/campaigns/${running}$`));
    await page
      .getByText(/Sequence v2/)
      .first()
      .waitFor();
    const versions = page.getByRole('region', { name: 'Sequence versions' });
    await versions.getByText(/0 added, 1 changed, 1 removed · leads on invite: finish/).waitFor();
    await eventually(
      async () => (await rows()).every((r) => r.state === 'completed' && r.sequenceVersion === 2),
      'the leads ended on version 2',
    );
    await page.getByTestId('lead-version').filter({ hasText: 'Sequence v2' }).first().waitFor();
    await session.shot('02-campaign-page-version-2');
  }, 90_000);
});
