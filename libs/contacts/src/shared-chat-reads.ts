import type { LinkedInChat, LinkedInProvider } from '@outflow/linkedin';
import { chatsWithActivity } from './sync-chats';

interface Read {
  /** When it began, in the order of `begin()` and of the other reads. */
  readonly tick: number;
  /** The start of its window (ms): it answers every window starting then or later. */
  readonly since: number;
  readonly chats: Promise<LinkedInChat[]>;
  done: boolean;
}

interface AccountReads {
  last?: Read;
  /** The read that starts once the running one ends, shared by the checks waiting for it. */
  next?: { since: number; chats: Promise<LinkedInChat[]> };
}

/**
 * Reads of each sender's chats with activity since a time, shared by the reply checks running side
 * by side. Before an action every sender of the workspace is asked whether the member wrote (issue
 * 20), so with many senders each action costs a LinkedIn call per sender. A check must see what
 * was written before it began: a read that began after it began answers that as well as its own
 * would, so it is shared; else the check waits for the read running and shares the one after. So
 * one read of a sender runs at a time, however many checks ask.
 */
export class SharedChatReads {
  private ticks = 0;
  private readonly accounts = new Map<string, AccountReads>();

  constructor(private readonly provider: LinkedInProvider) {}

  /** A check begins: reads begun after this may answer it. */
  begin(): number {
    return ++this.ticks;
  }

  /** The account's chats with activity since `since`, read after the check `begunAt` began. */
  chatsSince(accountId: string, since: Date, begunAt: number): Promise<LinkedInChat[]> {
    const from = since.getTime();
    let account = this.accounts.get(accountId);
    if (!account) this.accounts.set(accountId, (account = {}));
    const { last } = account;
    if (last && last.tick > begunAt && last.since <= from) return last.chats;
    if (!last || last.done) return this.start(accountId, account, from);
    if (account.next) {
      account.next.since = Math.min(account.next.since, from);
      return account.next.chats;
    }
    const next: { since: number; chats: Promise<LinkedInChat[]> } = { since: from, chats: Promise.resolve([]) };
    next.chats = last.chats.then(
      () => this.startNext(accountId, account, next),
      () => this.startNext(accountId, account, next),
    );
    account.next = next;
    return next.chats;
  }

  private startNext(accountId: string, account: AccountReads, next: { since: number }): Promise<LinkedInChat[]> {
    account.next = undefined;
    return this.start(accountId, account, next.since);
  }

  private start(accountId: string, account: AccountReads, since: number): Promise<LinkedInChat[]> {
    const read: Read = {
      tick: ++this.ticks,
      since,
      chats: chatsWithActivity(this.provider, accountId, new Date(since)),
      done: false,
    };
    account.last = read;
    // A failed read answers the checks that shared it, and no later one.
    void read.chats.then(
      () => (read.done = true),
      () => {
        read.done = true;
        if (account.last === read) account.last = undefined;
      },
    );
    return read.chats;
  }
}
