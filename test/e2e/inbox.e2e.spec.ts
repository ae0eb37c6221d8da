/**
 * The inbox in a browser, on the product as `npm start` runs it: a campaign invites a sandbox member
 * with a note, the member accepts and writes back a question through the LinkedIn sandbox, the
 * message arrives by webhook and is listed; the thread opens with our invitation note; the user
 * replies; a second message from the lead appears live in the open chat (message:new, no reload,
 * no 2-minute poll); the AI assistant, with the prompt library and Save Prompt, writes a reply
 * that takes up the lead's question; a lead who asks to stop is marked as on the Do-Not-Contact list
 * in the open chat without a reload (contact:update);
 * an /inbox/{chatId} link opens the chat.
 */
import { eventually } from '@outflow/testing';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  callSandbox,
  connectedAccountId,
  connectLinkedInInBrowser,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';

const QUESTION = 'Hi Katherine, thanks for connecting! What exactly does your team do?';

describeWithBrowser('the inbox in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  let token: string;
  let accountId: string;
  let lead: { id: string; first_name: string; last_name: string; public_profile_url: string };
  let note: string;
  let chatId: string;
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    session = await startBrowserSession('inbox', { env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' } });
    ({ page, outflow } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.stop();
  });

  const sandbox = (method: string, p: string, body?: unknown, api = false) =>
    callSandbox(outflow, method, p, body, api);
  const chats = async () =>
    (
      await callApi<{ chats: Array<{ chatId: string; unreadCount: number }> }>(
        outflow.url,
        token,
        'GET',
        '/api/messages/chats?limit=50&skip=0',
      )
    ).body.chats;
  const until = async <T>(check: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('shows the empty inbox: no conversations on the Campaigns tab, ready to chat', async () => {
    await signUpInBrowser(page, outflow.url, {
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      password: 'orbital mechanics',
    });
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await connectLinkedInInBrowser(page, 'katherine@example.com');
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    accountId = await connectedAccountId(outflow.url, token);
    expect(accountId).toBeTruthy();
    // Members accept and answer only when the test says so.
    await sandbox('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });

    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/\/inbox$/);
    await page.getByText('Ready to chat?').waitFor();
    await page.getByText('No conversations found.').waitFor();
    expect(await page.getByRole('tab', { name: 'Campaigns' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('Messages · Outflow');
    await shot('01-empty-inbox');
  }, 60_000);

  it('lists the reply of a lead our campaign invited with a note, unread, on the Campaigns tab; opening it reads it', async () => {
    const search = await sandbox(
      'POST',
      `/linkedin/search?account_id=${accountId}&limit=1`,
      { url: 'https://www.linkedin.com/search/results/people/?keywords=engineer' },
      true,
    );
    lead = search.body.items[0];
    const created = await callApi(outflow.url, token, 'POST', '/api/campaigns', {
      name: 'Invite with a note',
      description: 'Invite with a note - created via sequence builder',
      leads: [lead.public_profile_url],
      sequence: {
        nodes: [
          {
            id: 'invite',
            type: 'send-connection',
            position: { x: 0, y: 0 },
            data: {
              type: 'send-connection',
              label: 'Send Connection',
              params: { note: 'Hi {{firstName}}, I enjoyed your work and would love to connect.' },
            },
          },
        ],
        edges: [],
      },
    });
    expect(created.status).toBe(201);
    note = `Hi ${lead.first_name}, I enjoyed your work and would love to connect.`;
    // The runner sends the invitation with the note; the member accepts and asks a question.
    await until(
      async () =>
        ((await sandbox('GET', `/actions?accountId=${accountId}&kind=invite`)).body.items as unknown[]).length > 0,
    );
    expect((await sandbox('POST', '/accept', { accountId, profileUrl: lead.id })).status).toBe(200);
    ({ chatId } = (await sandbox('POST', '/reply', { accountId, profileUrl: lead.id, text: QUESTION })).body);
    await until(async () => (await chats()).some((c) => c.chatId === chatId));

    const name = `${lead.first_name} ${lead.last_name}`;
    const item = page.getByRole('button', { name: new RegExp(name) });
    // The list follows the new message live: no reload, no tab change.
    await item.waitFor({ timeout: 15_000 });
    await page.getByText(QUESTION).waitFor();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await item.waitFor();
    await shot('02-unread-chat');

    await item.click();
    await page.waitForURL((u) => u.searchParams.get('chatId') === chatId);
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('link', { name: 'View on LinkedIn' }).waitFor();
    await until(async () => (await chats()).find((c) => c.chatId === chatId)?.unreadCount === 0);
    await page.getByText('No conversations found.').waitFor();
  }, 60_000);

  it('opens the thread with the invitation note we sent, then their message', async () => {
    const main = page.getByRole('main');
    await main.getByText(note).waitFor();
    const kinds = await main
      .locator('[data-message-kind]')
      .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-message-kind'), n.textContent]));
    expect(kinds[0]).toEqual(['invitation', expect.stringContaining(`Invitation note${note}`)]);
    expect(kinds[1]).toEqual(['message', expect.stringContaining(QUESTION)]);
    await shot('03-chat-open-with-note');
  }, 30_000);

  it('sends a reply: the send button waits for text, the message shows and LinkedIn got it once', async () => {
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await composer.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const before = await composer.boundingBox();
    await composer.fill(
      'Mostly orbital mechanics.\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven\nLine eight',
    );
    const after = await composer.boundingBox();
    expect(after!.height).toBeGreaterThan(before!.height);
    expect(after!.height).toBeLessThanOrEqual(121);
    await composer.fill('Mostly orbital mechanics. Happy to tell you more!');
    await send.click();
    // The composer empties once LinkedIn took the message (its hidden sizing twin holds the text until then).
    await until(async () => (await composer.inputValue()) === '');
    await page
      .getByRole('main')
      .getByText('Mostly orbital mechanics. Happy to tell you more!', { exact: true })
      .waitFor();
    const actions = (await sandbox('GET', `/actions?accountId=${accountId}&kind=message`)).body.items as Array<{
      text: string;
    }>;
    expect(actions.filter((a) => a.text === 'Mostly orbital mechanics. Happy to tell you more!')).toHaveLength(1);
    await shot('04-sent');
  }, 60_000);

  it('shows a new message from the lead in the open chat at once, without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await sandbox('POST', '/reply', {
      accountId,
      profileUrl: lead.id,
      text: 'Sounds great. Could you also send me a short overview?',
    });
    // Well within the 2-minute poll: pushed as message:new.
    await page
      .locator('[data-message-kind="message"]', { hasText: 'Sounds great. Could you also send me a short overview?' })
      .waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shot('05-live-message');
  }, 30_000);

  it('has the prompt library and Save Prompt in the AI panel, and writes a reply that takes up the last question', async () => {
    // One theme: the AI button is the same blue as every other main button.
    const colours = await page
      .locator('.MuiButton-contained')
      .evaluateAll((buttons) => [...new Set(buttons.map((b) => getComputedStyle(b).backgroundColor))]);
    expect(colours).toEqual(['rgb(10, 102, 194)']);
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'AI Message Generator' });
    await panel.getByText('AI Message Generator').waitFor();
    expect(await panel.getByLabel('Character Limit').inputValue()).toBe('500');
    const generate = panel.getByRole('button', { name: 'Generate & Apply' });
    expect(await generate.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Save Prompt' }).isDisabled()).toBe(true);

    await panel.getByLabel('Instructions').fill('Suggest a short call next week');
    await panel.getByRole('button', { name: 'Save Prompt' }).click();
    const save = page.getByRole('dialog', { name: 'Save Prompt' });
    await save.getByLabel('Prompt name').fill('Call next week');
    await save.getByRole('button', { name: 'Save' }).click();
    await page.locator('[role="status"]', { hasText: 'Prompt saved successfully' }).first().waitFor();
    await save.waitFor({ state: 'hidden' });
    await panel.getByLabel('Instructions').fill('');
    await panel.getByRole('button', { name: 'Prompt Library' }).click();
    const library = page.getByRole('dialog', { name: 'Prompt Library' });
    await library.getByRole('listitem', { name: 'Call next week' }).getByRole('button', { name: 'Use' }).click();
    await library.waitFor({ state: 'hidden' });
    expect(await panel.getByLabel('Instructions').inputValue()).toBe('Suggest a short call next week');

    await generate.click();
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await until(async () => (await composer.inputValue()).startsWith(`Hi ${lead.first_name},`));
    const reply = await composer.inputValue();
    // The offline writer answers what the lead's latest message asks (an overview), without quoting it back,
    // signed as the LinkedIn account that writes, and the panel says which writer wrote it.
    expect(reply).toContain("Of course, I'll send you more details shortly.");
    expect(reply).not.toContain('Could you also send me');
    expect(reply).not.toMatch(/Katherine\s*$/);
    expect(reply.length).toBeLessThanOrEqual(500);
    await panel.getByText('Offline writer: connect a model in Settings for better replies.').waitFor();
    await page.getByText('AI-generated').waitFor();
    await shot('06-ai-generated');
    // A toast fading out is read mid-fade (half its colours): axe reads the panel once it has gone.
    await page.locator('[role="status"]', { hasText: 'Prompt saved successfully' }).waitFor({ state: 'hidden' });
    await expectAccessible(page, 'the inbox with the AI panel');
    await page.getByText('AI-generated').waitFor({ state: 'detached', timeout: 4000 });
    await page.getByRole('button', { name: 'Hide AI' }).click();
    await panel.waitFor({ state: 'detached' });
  }, 60_000);

  it('says so in the open chat and the list, live, when the lead asks to stop: the Do-Not-Contact list took them', async () => {
    await page.getByRole('button', { name: /Stop contacting/ }).waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await sandbox('POST', '/reply', { accountId, profileUrl: lead.id, text: 'Please remove me from your list.' });
    // The list takes them once the reply is recorded; the open chat learns it by contact:update, no reload.
    await eventually(async () => {
      const thread = await callApi<{ doNotContact: string | null }>(
        outflow.url,
        token,
        'GET',
        `/api/messages/chats/${encodeURIComponent(chatId)}`,
      );
      return thread.body.doNotContact === 'asked-to-stop';
    }, 'the member who asked to stop on the list');
    const chip = page.getByTestId('chat-do-not-contact');
    await chip.filter({ hasText: 'Asked to stop — on the Do-Not-Contact list' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /Stop contacting/ }).waitFor({ state: 'detached' });
    // The list is on the Unread tab, where this read chat is not: its own tab shows the mark.
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('img', { name: 'Asked to stop: on the Do-Not-Contact list' })
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shot('08-asked-to-stop');
  }, 60_000);

  it('/inbox/{chatId} opens that chat', async () => {
    await page.goto(`${outflow.url}/campaigns`);
    await page.goto(`${outflow.url}/inbox/${encodeURIComponent(chatId)}`);
    await page.waitForURL((u) => u.pathname === '/inbox' && u.searchParams.get('chatId') === chatId);
    await page.getByRole('main').getByText('Mostly orbital mechanics. Happy to tell you more!').waitFor();
    await shot('07-deep-link');
  }, 60_000);
});
