import type { LinkedInChat, LinkedInProvider, Page } from '@outflow/linkedin';
import { SharedChatReads } from './shared-chat-reads';

/** LinkedIn's chat lists, answered when the test says: each call waits for its answer. */
function chatLists() {
  const calls: Array<{
    accountId: string;
    after?: Date;
    answer: (page: Page<LinkedInChat>) => void;
    fail: () => void;
  }> = [];
  const provider = new Proxy({} as LinkedInProvider, {
    get: (_, name) => {
      if (name !== 'listChats') return () => Promise.reject(new Error(`unexpected call ${String(name)}`));
      return (accountId: string, options: { after?: Date }) =>
        new Promise<Page<LinkedInChat>>((resolve, reject) =>
          calls.push({ accountId, after: options.after, answer: resolve, fail: () => reject(new Error('lost')) }),
        );
    },
  });
  return { provider, calls };
}

const chat = (chatId: string): LinkedInChat => ({ chatId }) as LinkedInChat;
const page = (...chatIds: string[]): Page<LinkedInChat> => ({ items: chatIds.map(chat), cursor: null });
const since = new Date('2026-11-23T09:00:00Z');
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reads of a sender’s chats shared by the reply checks', () => {
  it('answers a check only with a read begun after it began: one begun before is waited out, then read again', async () => {
    const { provider, calls } = chatLists();
    const reads = new SharedChatReads(provider);
    const first = reads.chatsSince('acc-1', since, reads.begin());
    expect(calls).toHaveLength(1);
    // Two checks begin while that read runs (the member may have written since it began).
    const second = reads.chatsSince('acc-1', since, reads.begin());
    const third = reads.chatsSince('acc-1', since, reads.begin());
    expect(calls).toHaveLength(1);
    calls[0].answer(page('old'));
    expect((await first).map((c) => c.chatId)).toEqual(['old']);
    await settle();
    // One read after it, for both.
    expect(calls).toHaveLength(2);
    calls[1].answer(page('old', 'reply'));
    expect((await second).map((c) => c.chatId)).toEqual(['old', 'reply']);
    expect((await third).map((c) => c.chatId)).toEqual(['old', 'reply']);
  });

  it('shares a read begun after the check began, running or done, and reads each sender apart', async () => {
    const { provider, calls } = chatLists();
    const reads = new SharedChatReads(provider);
    const early = reads.begin();
    const late = reads.chatsSince('acc-1', since, reads.begin());
    const other = reads.chatsSince('acc-2', since, early);
    const shared = reads.chatsSince('acc-1', since, early);
    expect(calls.map((c) => c.accountId)).toEqual(['acc-1', 'acc-2']);
    calls[0].answer(page('a'));
    calls[1].answer(page('b'));
    expect(await shared).toBe(await late);
    expect((await other).map((c) => c.chatId)).toEqual(['b']);
    // Done, still begun after `early`: shared again; a check begun now reads again.
    await reads.chatsSince('acc-1', since, early);
    expect(calls).toHaveLength(2);
    void reads.chatsSince('acc-1', since, reads.begin());
    expect(calls).toHaveLength(3);
  });

  it('does not answer a wider window with a narrower read', async () => {
    const { provider, calls } = chatLists();
    const reads = new SharedChatReads(provider);
    const begun = reads.begin();
    void reads.chatsSince('acc-1', new Date(since.getTime() + 60_000), begun);
    calls[0].answer(page());
    await settle();
    void reads.chatsSince('acc-1', since, begun);
    await settle();
    expect(calls.map((c) => c.after)).toEqual([new Date(since.getTime() + 60_000), since]);
  });

  it('keeps no failed read: the checks that shared it fail, the next one reads again', async () => {
    const { provider, calls } = chatLists();
    const reads = new SharedChatReads(provider);
    const begun = reads.begin();
    const failing = reads.chatsSince('acc-1', since, begun);
    const sharing = reads.chatsSince('acc-1', since, begun);
    calls[0].fail();
    await expect(failing).rejects.toThrow('lost');
    await expect(sharing).rejects.toThrow('lost');
    await settle();
    const again = reads.chatsSince('acc-1', since, begun);
    expect(calls).toHaveLength(2);
    calls[1].answer(page('x'));
    expect((await again).map((c) => c.chatId)).toEqual(['x']);
  });
});
