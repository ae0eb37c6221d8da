/**
 * The campaign creation wizard in a real browser on the product as `npm start` runs it: a new user
 * connects LinkedIn, opens /campaigns/new, pastes three profile URLs with a bad line and a repeat
 * (refused and left out at once, with the reasons), draws View Profile → Send Message (one dropped,
 * one clicked in), is stopped by the validation dialog while they are unconnected, connects them,
 * deletes and redraws a connection and a step with their × controls, writes a message with
 * {{firstName}}, names the campaign, goes Back twice and forward again without losing the name,
 * launches it and finds it on /campaigns. Then a search list (names shown, a custom count past its
 * maximum refused), CSV lists, and a list whose lead the first campaign is still working on.
 * Screenshots of each step land in test-results/campaign-wizard/.
 */
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { openNewCampaign, openSearchModal } from '../support/wizard-steps';

const LEADS = [
  'https://www.linkedin.com/in/grace-hopper',
  'https://www.linkedin.com/in/alan-turing/',
  'https://www.linkedin.com/in/katherine-johnson',
];

/** Presses on one point and releases on another in small moves, as React Flow's connection drag expects. */
async function dragBetween(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('cannot drag: an end is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

describeWithBrowser('the campaign creation wizard in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    // Actions an hour apart: the launched campaign's leads stay in progress while the test runs.
    session = await startBrowserSession('campaign-wizard', { env: { RUNNER_MIN_ACTION_GAP_MS: '3600000' } });
    page = session.page;
    await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Grace Wizard',
      email: 'grace@example.com',
      password: 'compiler pioneer',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  it('opens from the list on step 1 with the three lead sources', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(/\/campaigns$/);
    await openNewCampaign(page);
    await page.getByText('STEP 1 / 3').waitFor();
    await page.getByRole('heading', { name: 'CREATE A LIST OF LEADS BELOW' }).waitFor();
    for (const option of ['Paste profile URLs', 'Upload CSV file', 'Basic LinkedIn Search']) {
      await page.getByRole('button', { name: new RegExp(option) }).waitFor();
    }
    await shot('01-leads-options');
  }, 30_000);

  it('sorts pasted lines at once: three kept, a repeat left out, a bad line refused with the reason, then moves on', async () => {
    await page.getByRole('button', { name: /Paste profile URLs/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste LinkedIn Profile URLs' });
    await dialog.getByText('Add LinkedIn profile URLs, one per line').waitFor();
    await dialog
      .getByLabel('LinkedIn profile URLs')
      .fill(`${LEADS[0]}\n${LEADS[1]}\nnot-a-url/\n\nhttps://linkedin.com/in/Grace-Hopper/\n${LEADS[2]}\n`);
    expect(await dialog.getByTestId('paste-check-summary').textContent()).toBe('3 kept · 1 duplicate · 1 refused');
    await shot('02-paste-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Paste profile URLs' }).waitFor();
    expect(await page.getByTestId('lead-count').textContent()).toBe('3');
    expect(await page.getByTestId('lead-check-summary').textContent()).toBe('3 kept · 1 duplicate · 1 refused');
    expect(await page.getByRole('list', { name: 'Refused lines' }).getByRole('listitem').allTextContents()).toEqual([
      'Line 3: not-a-url/ (not a LinkedIn profile URL)',
    ]);
    await page.getByText('1 duplicate left out').click();
    expect(await page.getByRole('list', { name: 'Duplicate lines' }).getByRole('listitem').allTextContents()).toEqual([
      'Line 5: https://linkedin.com/in/Grace-Hopper/ (same person as line 1)',
    ]);
    // Each lead is normalised to end with a slash.
    expect(await page.getByRole('list', { name: 'Lead profile URLs' }).getByRole('listitem').allTextContents()).toEqual(
      [
        'https://www.linkedin.com/in/grace-hopper/',
        'https://www.linkedin.com/in/alan-turing/',
        'https://www.linkedin.com/in/katherine-johnson/',
      ],
    );
    await shot('03-leads-chosen');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('heading', { name: 'CREATE SEQUENCE' }).waitFor();
  }, 30_000);

  it('refuses two unconnected steps with the validation dialog', async () => {
    const canvas = page.locator('.react-flow__pane');
    // View Profile by a real HTML5 drag onto the canvas, Send Message by clicking it in the palette.
    await page.getByRole('button', { name: 'View Profile' }).dragTo(canvas, { targetPosition: { x: 400, y: 40 } });
    await page.locator('.react-flow__node-view-profile').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('.react-flow__node-send-message').waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await page.locator('.react-flow__minimap').waitFor();
    await shot('04-two-unconnected-nodes');

    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sequence Validation Required' });
    await dialog.getByText('All nodes must be connected with edges').waitFor();
    await shot('05-validation-dialog');
    await dialog.getByRole('button', { name: 'I Understand' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('STEP 2 / 3').waitFor();
  }, 30_000);

  it('connects the steps with a one-day edge, and takes a changed delay', async () => {
    await dragBetween(
      page,
      page.locator('.react-flow__node-view-profile .react-flow__handle.source'),
      page.locator('.react-flow__node-send-message .react-flow__handle.target'),
    );
    const label = page.getByRole('button', { name: 'Next, delay 1 day' });
    await label.waitFor();
    expect(await page.locator('.react-flow__edge').count()).toBe(1);

    await label.click();
    const dialog = page.getByRole('dialog', { name: 'Delay before the next step' });
    const delay = dialog.getByLabel('Delay');
    await delay.fill('2x');
    await dialog.getByText('This field should only contain numbers').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await delay.fill('123');
    expect(await delay.inputValue()).toBe('12');
    await delay.fill('2');
    await shot('06-edge-delay-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Next, delay 2 days' }).waitFor();
  }, 30_000);

  it('deletes a connection and a step with their visible × controls', async () => {
    await page.getByRole('button', { name: 'Delete the connection Next' }).click();
    await page.getByRole('button', { name: 'Next, delay 2 days' }).waitFor({ state: 'detached' });
    expect(await page.locator('.react-flow__edge').count()).toBe(0);
    await page.getByRole('button', { name: 'Check Connection' }).click();
    await page.locator('.react-flow__node-check-connection').waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(3);
    await shot('06b-delete-controls');
    await page.getByRole('button', { name: 'Delete step Check Connection' }).click();
    await page.locator('.react-flow__node-check-connection').waitFor({ state: 'detached' });
    // Deleting a step does not open its editor.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await dragBetween(
      page,
      page.locator('.react-flow__node-view-profile .react-flow__handle.source'),
      page.locator('.react-flow__node-send-message .react-flow__handle.target'),
    );
    await page.getByRole('button', { name: 'Next, delay 1 day' }).waitFor();
  }, 30_000);

  it('will not leave the builder with an empty message, and saves one written with {{firstName}}', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText("Make sure all 'Message' actions contain text").first().waitFor();
    const editor = page.getByRole('dialog', { name: 'Send Message' });
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('The field is required').waitFor();

    const message = editor.getByLabel('Message', { exact: true });
    await message.fill('Hi ');
    await editor.getByRole('button', { name: '{{firstName}}' }).click();
    await message.press('End');
    await message.pressSequentially(', glad to connect!');
    expect(await message.inputValue()).toBe('Hi {{firstName}}, glad to connect!');
    expect(await editor.getByTestId('remaining-characters').textContent()).toBe(
      `${5000 - 'Hi {{firstName}}, glad to connect!'.length} characters remaining`,
    );
    await shot('07-action-editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    // The canvas previews the first 25 characters of the message.
    expect(await page.locator('.react-flow__node-send-message').getByTestId('node-note-preview').textContent()).toBe(
      'Hi {{firstName}}, glad to…',
    );
    await shot('08-sequence-ready');
  }, 30_000);

  it('names and launches the campaign, and lists it on /campaigns', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    const name = page.getByLabel('Campaign name');
    expect(await name.inputValue()).toMatch(/^Campaign \d{4}-\d{2}-\d{2}$/);
    await page.getByText('Lead list ready (3 profiles)').waitFor();

    await name.fill('   ');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await page.getByText('Please enter a campaign name').waitFor();
    expect(page.url()).toMatch(/\/campaigns\/new$/);

    await name.fill('Wizard pioneers');
    // Back twice and forward again: every field is as it was.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('STEP 1 / 3').waitFor();
    expect(await page.getByTestId('lead-count').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    expect(await name.inputValue()).toBe('Wizard pioneers');
    await shot('09-finalize');
    const launched = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/campaigns'));
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    // A lost answer and a second click must not create the campaign twice: the launch carries a key.
    expect((await launched).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.waitForURL(/\/campaigns$/, { timeout: 20_000 });
    await page.locator('[role="status"]', { hasText: 'Campaign launched' }).waitFor();
    await page.getByRole('link', { name: 'Wizard pioneers' }).waitFor({ timeout: 20_000 });
    await shot('10-campaign-listed');
  }, 60_000);

  it('fills a list from a LinkedIn search with names, refusing a custom count past its maximum, then from CSV files', async () => {
    await openNewCampaign(page);
    const modal = await openSearchModal(page);
    const url = modal.getByLabel('LinkedIn search URL');
    await url.fill('https://www.linkedin.com/feed/');
    expect(await modal.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await url.fill('https://www.linkedin.com/search/results/people/?keywords=sales');
    await modal.getByLabel('Valid search URL').waitFor();
    await modal.getByRole('button', { name: 'Next' }).click();

    await modal.getByText('LinkedIn profiles found:').waitFor();
    await modal.getByText('How many profiles would you like to add to this list?').waitFor();
    expect(await modal.getByRole('radio', { name: 'Add maximum profiles' }).isChecked()).toBe(true);
    const howMany = modal.getByLabel('Number of profiles');
    expect(await howMany.isDisabled()).toBe(true);
    expect(await howMany.inputValue()).toBe('100');
    await modal.getByRole('radio', { name: 'Custom' }).check();
    const max = Number(/\(max: (\d+)\)/.exec((await modal.textContent()) ?? '')![1]);
    await modal.getByText(`From 1 to ${max.toLocaleString('en-US')}`).waitFor();
    await howMany.fill('5000');
    await modal.getByText(/^At most 1,000|^At most \d/).waitFor();
    expect(await modal.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await shot('11a-search-count-refused');
    await howMany.fill(String(max + 1));
    expect(await modal.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await howMany.fill('5');
    await shot('11-search-count');
    await modal.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'LinkedIn Search' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-count"]')?.textContent === '5');
    // Names as the search gave them, beside each profile URL.
    const found = await page.getByRole('list', { name: 'Lead profile URLs' }).getByRole('listitem').allTextContents();
    expect(found).toHaveLength(5);
    for (const item of found) expect(item).toMatch(/^\p{Lu}\S* .+https:\/\/www\.linkedin\.com\/in\/\S+\/$/u);
    await shot('12-search-leads');

    await page.getByRole('button', { name: 'Clear' }).click();
    // A sandbox member another campaign is working on (its first step done, the next due in a day).
    const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    const api = <T = unknown>(method: string, path: string, body?: unknown) =>
      callApi<T>(session.outflow.url, token, method, path, body);
    const [member] = (
      await api<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=design',
        maxProfiles: 1,
        limit: 50,
      })
    ).body.profileUrls;
    const running = await api('POST', '/api/campaigns', {
      name: 'Already running',
      description: 'Already running - created via sequence builder',
      leads: [member],
      sequence: {
        nodes: [
          {
            id: 'view',
            type: 'view-profile',
            position: { x: 0, y: 0 },
            data: { type: 'view-profile', label: 'View Profile', params: {} },
          },
          {
            id: 'msg',
            type: 'send-message',
            position: { x: 0, y: 150 },
            data: { type: 'send-message', label: 'Send Message', params: { message: 'Hi' } },
          },
        ],
        edges: [{ id: 'e', source: 'view', target: 'msg', type: 'custom', data: { delay: 86_400_000 } }],
      },
    });
    expect(running.status).toBe(201);
    const memberOtherForm = member.replace('https://www.', 'http://').replace(/\/$/, '');
    const csv = [
      'name,profile',
      'Ada,"https://www.linkedin.com/in/ada-lovelace"',
      `Member,<${memberOtherForm}>`,
      'dup,https://www.linkedin.com/in/ada-lovelace/',
      'x,https://example.com/in/nobody',
    ].join('\n');
    await page
      .getByTestId('csv-file-input')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('heading', { name: 'CSV Upload' }).waitFor();
    await page
      .getByText('1 of these people is already in another campaign (Already running).')
      .waitFor({ timeout: 15_000 });
    const csvList = page.getByRole('list', { name: 'Lead profile URLs' }).getByRole('listitem');
    await expect(csvList.first().textContent()).resolves.toBe('https://www.linkedin.com/in/ada-lovelace/');
    // The member, given in another form of their URL, is flagged with the campaign working on them.
    await expect(csvList.nth(1).textContent()).resolves.toBe(`${memberOtherForm}/In Already running`);
    expect(await page.getByTestId('lead-check-summary').textContent()).toBe('2 kept · 1 duplicate · 1 refused');
    expect(await page.getByRole('list', { name: 'Refused lines' }).getByRole('listitem').allTextContents()).toEqual([
      'Line 5: https://example.com/in/nobody (not a LinkedIn profile URL)',
    ]);
    await shot('13-csv-leads-one-flagged');
    await page.getByRole('button', { name: 'Leave them out' }).click();
    expect(await page.getByTestId('lead-count').textContent()).toBe('1');
    await page.getByText('already in another campaign').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Clear' }).click();
    await page
      .getByTestId('csv-file-input')
      .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nnobody') });
    await page.getByText('No LinkedIn URLs found in the CSV file').waitFor();
    await page.getByRole('button', { name: /Upload CSV file/ }).waitFor();
  }, 60_000);

  it('sets an invitation to stop after 14 days and to be written by the AI', async () => {
    await page.getByTestId('csv-file-input').setInputFiles({
      name: 'one.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('https://www.linkedin.com/in/ada-lovelace'),
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    // A new wizard starts with an empty sequence.
    expect(await page.locator('.react-flow__node').count()).toBe(0);
    await page.getByRole('button', { name: 'Send Connection' }).click();
    await page.locator('.react-flow__node-send-connection').click();
    const editor = page.getByRole('dialog', { name: 'Send Connection' });
    await editor.getByText('Wait until accepted').waitFor();
    await editor.getByRole('button', { name: 'Change' }).click();
    const wait = page.getByRole('dialog', { name: 'Connection wait condition' });
    await wait.getByRole('radio', { name: 'Stop processing if not accepted within' }).check();
    await wait.getByLabel('Days to wait').fill('14');
    await shot('14-connection-wait');
    await wait.getByRole('button', { name: 'Apply' }).click();
    await editor.getByText('Stop processing if not accepted within 14 days').waitFor();

    await editor.getByLabel('AI mode').check();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please provide instructions for the AI').first().waitFor();
    await editor.getByText('AI instructions are required').waitFor();
    await editor.getByLabel('AI instructions').fill('Mention their latest role');
    await shot('15-ai-mode');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'hidden' });
    await page.locator('.react-flow__node-send-connection').getByText('AI', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    await page.getByText('Lead list ready (1 profile)').waitFor();
    await shot('16-finalize-single-step');
  }, 60_000);
});
