/**
 * The main walk on a phone (390 × 844), on the product as `npm start` runs it: sign up and the
 * first-run checklist, connect LinkedIn, the menu as a drawer, a campaign built in the wizard and
 * listed as a card with its status, toggle and delete in view, leads as cards, the inbox one pane
 * at a time (list, then chat, then back) with the AI panel as a sheet, and every other page. No
 * page scrolls sideways. Screenshots land in test-results/phone/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  connectedAccountId,
  connectLinkedInInBrowser,
  PHONE,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';
import { openNewCampaign, pasteProfileUrls } from '../support/wizard-steps';

describeWithBrowser('the web app on a phone (390 × 844)', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    session = await startBrowserSession('phone', { viewport: PHONE, env: { RUNNER_MIN_ACTION_GAP_MS: '3600000' } });
    page = session.page;
    page.setDefaultTimeout(15_000);
  }, 120_000);
  afterAll(() => session?.stop());

  /** Nothing wider than the screen: the page never scrolls sideways. */
  const expectNoSidewaysScroll = async () => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  };
  /** Opens the menu drawer and follows one of its entries. */
  const go = async (label: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await menu.waitFor({ state: 'hidden' });
  };
  const inView = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  };

  it('signs up to the first-run checklist under a top bar, and connects LinkedIn', async () => {
    await signUpInBrowser(page, session.outflow.url, {
      name: 'Pat Phone',
      email: 'pat@example.com',
      password: 'small screens',
    });
    await page.waitForURL(/\/team$/);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('region', { name: 'Get started' }).waitFor();
    await expectNoSidewaysScroll();
    await shot('01-first-run');
    await connectLinkedInInBrowser(page, 'pat@example.com');
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    await shot('02-connected');
  }, 90_000);

  it('opens the menu as a drawer with every entry named', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const entry of [
      'Campaigns',
      'Leads',
      'Activity Dashboard',
      'AI Message Generator',
      'Messages',
      'Settings',
      'LinkedIn Account',
      'Account',
    ]) {
      await menu.getByRole('link', { name: new RegExp(`^${entry}`) }).waitFor();
    }
    await shot('03-menu-drawer');
    await menu.getByRole('link', { name: /^Campaigns/ }).click();
    await page.waitForURL(/\/campaigns$/);
    await page.getByText('No campaigns yet').waitFor();
    await expectNoSidewaysScroll();
    await shot('04-campaigns-empty');
  }, 30_000);

  it('builds a campaign in the wizard, the palette above the canvas', async () => {
    await openNewCampaign(page);
    await pasteProfileUrls(page, 'https://www.linkedin.com/in/phone-one\nhttps://www.linkedin.com/in/phone-two\noops');
    await page.getByTestId('lead-count').getByText('2').waitFor();
    await expectNoSidewaysScroll();
    await shot('05-wizard-leads');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('button', { name: 'View Profile' }).click();
    await page.locator('.react-flow__node-view-profile').waitFor();
    const palette = (await page.getByRole('complementary', { name: 'Sequence steps' }).boundingBox())!;
    const canvas = (await page.locator('.react-flow__pane').boundingBox())!;
    expect(palette.y + palette.height).toBeLessThanOrEqual(canvas.y + 1);
    await expectNoSidewaysScroll();
    await shot('06-wizard-sequence');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    await page.getByLabel('Campaign name').fill('Pocket campaign');
    await shot('07-wizard-finalize');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await page.waitForURL(/\/campaigns$/, { timeout: 20_000 });
  }, 60_000);

  it('lists the campaign as a card with its status, the labelled toggle and delete in view', async () => {
    const card = page.getByRole('article', { name: 'Pocket campaign' });
    await card.waitFor({ timeout: 20_000 });
    await card.getByTestId('progress-dot').waitFor();
    const toggle = card.getByRole('switch');
    await card.getByText('Active', { exact: true }).waitFor();
    await inView(toggle);
    await inView(card.getByRole('button', { name: 'Delete campaign' }));
    await inView(card.getByText('Acceptance rate'));
    expect(await page.locator('table').count()).toBe(0);
    await expectNoSidewaysScroll();
    await shot('08-campaign-card');
  }, 30_000);

  it('shows leads as cards', async () => {
    await go('Leads');
    await page.waitForURL(/\/leads$/);
    const cards = page.getByRole('list', { name: 'Leads' }).getByRole('article');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBe(2);
    expect(await page.locator('table').count()).toBe(0);
    await expectNoSidewaysScroll();
    await shot('09-leads-cards');
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/leads\/[^/]+$/);
    await page
      .getByRole('button', { name: 'Back to Leads' })
      .or(page.getByRole('link', { name: 'View on LinkedIn' }))
      .first()
      .waitFor();
    await expectNoSidewaysScroll();
    await shot('09b-lead-detail');
  }, 30_000);

  it('shows the inbox one pane at a time: the list, then the chat with a way back, the AI panel as a sheet', async () => {
    const dataDir = session.outflow.dataDir;
    const key = fs.readFileSync(path.join(dataDir, 'sandbox-api-key'), 'utf8').trim();
    const accountId = await connectedAccountId(session.outflow.url, token);
    const sandbox = async (p: string, body: unknown, api = false) =>
      (
        await fetch(`${session.outflow.url}/sandbox${api ? '/api/v1' : '/control'}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(api ? { 'x-api-key': key } : {}) },
          body: JSON.stringify(body),
        })
      ).json();
    await sandbox('/behaviour', { acceptProbability: 0, replyProbability: 0 });
    const [member] = (
      await sandbox(
        `/linkedin/search?account_id=${accountId}&limit=1`,
        { url: 'https://www.linkedin.com/search/results/people/?keywords=marketing' },
        true,
      )
    ).items;
    await sandbox('/reply', { accountId, profileUrl: member.id, text: 'Hello from my phone! How does it work?' });

    await go('Messages');
    await page.waitForURL(/\/inbox$/);
    await page.getByRole('tab', { name: 'All' }).click();
    const item = page.getByRole('button', { name: new RegExp(`${member.first_name} ${member.last_name}`) });
    await item.waitFor({ timeout: 20_000 });
    await expectNoSidewaysScroll();
    await shot('10-inbox-list');

    await item.click();
    await page.getByText('Hello from my phone! How does it work?').waitFor();
    // The chat takes the whole width: the list is gone until Back.
    expect(await page.getByRole('tab', { name: 'All' }).count()).toBe(0);
    await inView(page.getByRole('button', { name: 'Send' }));
    await expectNoSidewaysScroll();
    await shot('11-inbox-chat');

    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'AI Message Generator' });
    await panel.getByLabel('Instructions').fill('Explain it in two sentences');
    await panel.getByRole('button', { name: 'Prompt Library' }).waitFor();
    await shot('12-inbox-ai-sheet');
    await panel.getByRole('button', { name: 'Generate & Apply' }).click();
    // The sheet stays to say the offline writer wrote it; closing it shows the reply in the composer.
    await panel.getByText('Offline writer: connect a model in Settings for better replies.').waitFor();
    await panel.getByRole('button', { name: 'Close the AI Message Generator' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      (document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]')?.value ?? '').includes(
        'Happy to explain',
      ),
    );
    await shot('13-inbox-ai-applied');

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await item.waitFor();
    await page.getByText('Ready to chat?').waitFor({ state: 'detached' });
  }, 60_000);

  it('fits every other page on the screen', async () => {
    for (const [label, pathname, name] of [
      ['Activity Dashboard', '/dashboard', '14-dashboard'],
      ['AI Message Generator', '/prompt', '15-prompt'],
      ['Settings', '/settings', '16-settings'],
      ['LinkedIn Account', '/team', '17-team'],
      ['Account', '/account', '18-account'],
    ]) {
      await go(label);
      await page.waitForURL((u) => u.pathname === pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(500);
      await expectNoSidewaysScroll();
      await shot(name);
    }
  }, 60_000);
});
