/**
 * The inbox in a browser, on the product as `npm start` runs it: a connected lead writes through
 * the LinkedIn sandbox, the message arrives by webhook and is listed; the user opens the chat,
 * replies, lets the AI write a reply, and follows an /inbox/{chatId} link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { connectLinkedInInBrowser, signUpInBrowser, startBrowserSession, type BrowserSession } from '../support/browser-session';

describeWithBrowser('the inbox in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  let token: string;
  let accountId: string;
  let lead: { id: string; first_name: string; last_name: string };
  let chatId: string;
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    session = await startBrowserSession('inbox');
    ({ page, outflow } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.stop();
  });

  const sandboxKey = () => fs.readFileSync(path.join(outflow.dataDir, 'sandbox-api-key'), 'utf8').trim();
  const sandbox = async (method: string, p: string, body?: unknown, api = false) => {
    const res = await fetch(`${outflow.url}/sandbox${api ? '/api/v1' : '/control'}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(api ? { 'x-api-key': sandboxKey() } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const chats = async () => {
    const res = await fetch(`${outflow.url}/api/messages/chats?limit=50&skip=0`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).chats as Array<{ chatId: string; unreadCount: number }>;
  };
  const until = async <T>(check: () => Promise<T | undefined | false>): Promise<T> => {
    for (;;) {
      const value = await check();
      if (value) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('shows the empty inbox: no conversations on the Campaigns tab, ready to chat', async () => {
    await signUpInBrowser(page, outflow.url, { name: 'Katherine Johnson', email: 'katherine@example.com', password: 'orbital mechanics' });
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await connectLinkedInInBrowser(page, 'katherine@example.com');
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    const account = await (await fetch(`${outflow.url}/api/linkedin-accounts`, { headers: { authorization: `Bearer ${token}` } })).json();
    accountId = account.account.accountId;
    expect(accountId).toBeTruthy();

    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/\/inbox$/);
    await page.getByText('Ready to chat?').waitFor();
    await page.getByText('No conversations found.').waitFor();
    expect(await page.getByRole('tab', { name: 'Campaigns' }).getAttribute('aria-selected')).toBe('true');
    await shot('01-empty-inbox');
  }, 60_000);

  it("lists a connected lead's message on the All tab with an unread badge; opening it reads it", async () => {
    const search = await sandbox('POST', `/linkedin/search?account_id=${accountId}&limit=1`, { url: 'https://www.linkedin.com/search/results/people/' }, true);
    lead = search.body.items[0];
    expect((await sandbox('POST', '/users/invite', { provider_id: lead.id, account_id: accountId }, true)).status).toBe(201);
    expect((await sandbox('POST', '/accept', { accountId, profileUrl: lead.id })).status).toBe(200);
    ({ chatId } = (await sandbox('POST', '/reply', { accountId, profileUrl: lead.id, text: 'Hi Katherine, thanks for connecting! What do you work on?' })).body);
    await until(async () => (await chats()).some((c) => c.chatId === chatId));

    await page.getByRole('tab', { name: 'All' }).click();
    const name = `${lead.first_name} ${lead.last_name}`;
    const item = page.getByRole('button', { name: new RegExp(name) });
    await item.waitFor();
    await page.getByText('Hi Katherine, thanks for connecting! What do you work on?').waitFor();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await item.waitFor();
    await shot('02-unread-chat');

    await item.click();
    await page.waitForURL((u) => u.searchParams.get('chatId') === chatId);
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('link', { name: 'View on LinkedIn' }).waitFor();
    await until(async () => (await chats()).find((c) => c.chatId === chatId)?.unreadCount === 0);
    await page.getByText('No conversations found.').waitFor();
    await shot('03-chat-open');
  }, 60_000);

  it('sends a reply: the send button waits for text, the message shows and LinkedIn got it once', async () => {
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await composer.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const before = await composer.boundingBox();
    await composer.fill('Mostly orbital mechanics.\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven\nLine eight');
    const after = await composer.boundingBox();
    expect(after!.height).toBeGreaterThan(before!.height);
    expect(after!.height).toBeLessThanOrEqual(121);
    await composer.fill('Mostly orbital mechanics. Happy to tell you more!');
    await send.click();
    // The composer empties once LinkedIn took the message (its hidden sizing twin holds the text until then).
    await until(async () => (await composer.inputValue()) === '');
    await page.getByRole('main').getByText('Mostly orbital mechanics. Happy to tell you more!', { exact: true }).waitFor();
    const actions = (await sandbox('GET', `/actions?accountId=${accountId}&kind=message`)).body.items as Array<{ text: string }>;
    expect(actions.filter((a) => a.text === 'Mostly orbital mechanics. Happy to tell you more!')).toHaveLength(1);
    await shot('04-sent');
  }, 60_000);

  it("writes a reply with the AI assistant and flags it 'AI-generated' for 2 s", async () => {
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'AI Message Generator' });
    await panel.getByText('AI Message Generator').waitFor();
    expect(await panel.getByLabel('Character Limit').inputValue()).toBe('500');
    const generate = panel.getByRole('button', { name: 'Generate & Apply' });
    expect(await generate.isDisabled()).toBe(true);
    await panel.getByLabel('Instructions').fill('Suggest a short call next week');
    await generate.click();
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    await until(async () => (await composer.inputValue()).startsWith(`Hi ${lead.first_name},`));
    await page.getByText('AI-generated').waitFor();
    await shot('05-ai-generated');
    expect((await composer.inputValue()).length).toBeLessThanOrEqual(500);
    await page.getByText('AI-generated').waitFor({ state: 'detached', timeout: 4000 });
    await page.getByRole('button', { name: 'Hide AI' }).click();
    await panel.waitFor({ state: 'detached' });
  }, 60_000);

  it('/inbox/{chatId} opens that chat', async () => {
    await page.goto(`${outflow.url}/campaigns`);
    await page.goto(`${outflow.url}/inbox/${encodeURIComponent(chatId)}`);
    await page.waitForURL((u) => u.pathname === '/inbox' && u.searchParams.get('chatId') === chatId);
    await page.getByRole('main').getByText('Mostly orbital mechanics. Happy to tell you more!').waitFor();
    await shot('06-deep-link');
  }, 60_000);
});
