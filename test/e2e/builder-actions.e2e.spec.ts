/**
 * More of LinkedIn in the sequence builder, in a browser on the product as `npm start` runs it:
 * the palette offers Like, Endorse, Follow (the sandbox has it), InMail, Delay and End beside the
 * spec's steps; a Delay step refuses a wait of nothing, shows its wait on the canvas; an InMail step
 * is written like a message; and a campaign with them launches. Screenshots at 1440 and 390 px
 * wide land in test-results/builder-actions/.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { eventually } from '@outflow/testing';
import {
  type BrowserSession,
  callApi,
  signUpAndConnectInBrowser,
  startBrowserSession,
} from '../support/browser-session';
import { pasteProfileUrls } from '../support/wizard-steps';

describeWithBrowser('more LinkedIn actions in the sequence builder', () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    session = await startBrowserSession('builder-actions', { env: { RUNNER_MIN_ACTION_GAP_MS: '3600000' } });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Ada Builder',
      email: 'ada-builder@example.com',
      password: 'many more steps',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  it('offers the new steps, checks a Delay, writes an InMail, and launches a campaign with them', async () => {
    await page.goto(`${session.outflow.url}/campaigns/new`);
    await pasteProfileUrls(
      page,
      'https://www.linkedin.com/in/ada-lovelace/\nhttps://www.linkedin.com/in/charles-babbage/\n',
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 2 / 3').waitFor();

    const palette = page.getByRole('complementary', { name: 'Sequence steps' });
    for (const label of [
      'Send Connection',
      'Send Message',
      'View Profile',
      'Like a Recent Post',
      'Endorse Skills',
      'Follow',
      'Send InMail',
      'Check Connection',
      'Delay',
      'End',
    ]) {
      await palette.getByRole('button', { name: label, exact: true }).waitFor();
    }

    await palette.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.locator('.react-flow__node-follow-profile').waitFor();
    await palette.getByRole('button', { name: 'Delay', exact: true }).click();
    await page.locator('.react-flow__node-delay').waitFor();
    await palette.getByRole('button', { name: 'Send InMail', exact: true }).click();
    await page.locator('.react-flow__node-send-inmail').waitFor();

    // A Delay of nothing is refused under its fields; two days is kept and shown on the canvas.
    await page.locator('.react-flow__node-delay').click();
    const delay = page.getByRole('dialog', { name: 'Delay' });
    await delay.getByLabel('Days').fill('0');
    await delay.getByText('A delay must wait at least one minute').waitFor();
    await delay.getByRole('button', { name: 'Save' }).click();
    await delay.getByText('A delay must wait at least one minute').waitFor();
    await delay.getByLabel('Days').fill('2');
    await delay.getByRole('button', { name: 'Save' }).click();
    await delay.waitFor({ state: 'hidden' });
    await page.locator('.react-flow__node-delay').getByText('Wait 2 d').waitFor();

    // The InMail is written like a message, with the lead's fields.
    await page.locator('.react-flow__node-send-inmail').click();
    const inmail = page.getByRole('dialog', { name: 'Send InMail' });
    await inmail.getByText(/Sent as InMail/).waitFor();
    await inmail.getByRole('textbox').first().fill('Hi {{firstName}}, may I ask you something?');
    await session.shot('01-inmail-editor');
    await inmail.getByRole('button', { name: 'Save' }).click();
    await inmail.waitFor({ state: 'hidden' });
    await session.shot('02-canvas-with-new-steps');

    // Connect Follow → Delay → InMail through the API's own rules: build the graph the page holds, then launch it there.
    const drag = async (from: string, to: string) => {
      const a = await page.locator(`.react-flow__node-${from} .react-flow__handle.source`).boundingBox();
      const b = await page.locator(`.react-flow__node-${to} .react-flow__handle.target`).boundingBox();
      await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
      await page.mouse.down();
      await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
      await page.mouse.up();
    };
    await drag('follow-profile', 'delay');
    await drag('delay', 'send-inmail');
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    await page.getByLabel(/Campaign name/i).fill('Follow then InMail');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await page.waitForURL(/\/campaigns$/);
    const launched = await eventually(async () => {
      const campaigns = await callApi<{
        campaigns: Array<{ name: string; sequence: { nodes: Array<{ type: string }> } }>;
      }>(session.outflow.url, token, 'GET', '/api/campaigns');
      return campaigns.body.campaigns.find((c) => c.name === 'Follow then InMail');
    }, 'the launched campaign in the list');
    expect(launched.sequence.nodes.map((n) => n.type).sort()).toEqual(['delay', 'follow-profile', 'send-inmail']);
  }, 90_000);

  it('shows the palette above the canvas on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.outflow.url}/campaigns/new`);
    await pasteProfileUrls(page, 'https://www.linkedin.com/in/ada-lovelace/\n');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page
      .getByRole('complementary', { name: 'Sequence steps' })
      .getByRole('button', { name: 'Endorse Skills', exact: true })
      .waitFor();
    await session.shot('03-palette-phone');
  }, 60_000);
});
