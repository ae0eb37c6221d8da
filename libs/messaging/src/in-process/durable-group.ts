import type { Delivery } from '../handle-delivery';
import { decodeJson } from '../json-codec';

/** A published work message as the in-process bus stores it (the body stays JSON text, as on the wire). */
export interface StoredMessage {
  readonly seq: number;
  readonly subject: string;
  readonly body: string;
  readonly messageId?: string;
}

export interface GroupSettings {
  readonly ackWaitMs: number;
  readonly maxDeliver: number;
}

/** One consume() call attached to the group: it takes up to `concurrency` messages at once. */
export interface GroupMember {
  readonly concurrency: number;
  active: number;
  readonly run: (delivery: Delivery<unknown>) => Promise<void>;
  readonly running: Set<Promise<void>>;
}

type Entry = StoredMessage & {
  deliveries: number;
  state: 'ready' | 'in-flight' | 'delayed';
  /** Changes at every delivery, so a nak or an expiry from an older delivery is ignored. */
  token: number;
  timer?: NodeJS.Timeout;
};

/**
 * The in-process equivalent of a durable JetStream pull consumer on a work-queue stream: it owns
 * the messages whose subject matches its filter until they are acked or have used up maxDeliver,
 * and hands them to its members, which share (load-balance) the work. Every wait is a timer.
 */
export class DurableGroup {
  private readonly entries = new Map<number, Entry>();
  private readonly members: GroupMember[] = [];
  private nextMember = 0;
  private nextToken = 0;
  private dispatchQueued = false;

  constructor(
    readonly name: string,
    readonly filter: string,
    public settings: GroupSettings,
  ) {}

  enqueue(message: StoredMessage): void {
    this.entries.set(message.seq, { ...message, deliveries: 0, state: 'ready', token: 0 });
    this.scheduleDispatch();
  }

  join(member: GroupMember): void {
    this.members.push(member);
    this.scheduleDispatch();
  }

  /** No new deliveries to the member; resolves when its running handlers have finished. */
  async leave(member: GroupMember): Promise<void> {
    const index = this.members.indexOf(member);
    if (index >= 0) this.members.splice(index, 1);
    while (member.running.size > 0) await Promise.allSettled([...member.running]);
  }

  /** Cancels every timer (bus closed). */
  dispose(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
    this.members.length = 0;
  }

  private scheduleDispatch(): void {
    if (this.dispatchQueued) return;
    this.dispatchQueued = true;
    // Deferred so publish() never runs a handler synchronously, and bursts dispatch once.
    setImmediate(() => {
      this.dispatchQueued = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    // Map iteration follows insertion (publish) order; redeliveries keep their original place.
    for (const entry of this.entries.values()) {
      if (entry.state !== 'ready') continue;
      const member = this.freeMember();
      if (!member) return;
      this.deliver(entry, member);
    }
  }

  private freeMember(): GroupMember | undefined {
    for (let i = 0; i < this.members.length; i++) {
      const member = this.members[(this.nextMember + i) % this.members.length];
      if (member.active < member.concurrency) {
        this.nextMember = (this.nextMember + i + 1) % this.members.length;
        return member;
      }
    }
    return undefined;
  }

  private deliver(entry: Entry, member: GroupMember): void {
    entry.deliveries += 1;
    entry.state = 'in-flight';
    const token = ++this.nextToken;
    entry.token = token;
    entry.timer = setTimeout(() => this.retry(entry, token), this.settings.ackWaitMs);
    const delivery: Delivery<unknown> = {
      subject: entry.subject,
      data: decodeJson(entry.body),
      messageId: entry.messageId,
      deliveryCount: entry.deliveries,
      ack: async () => this.ack(entry),
      nak: async (delayMs?: number) => this.retry(entry, token, delayMs),
      working: async () => this.extend(entry, token),
    };
    member.active += 1;
    const run = member.run(delivery).finally(() => {
      member.active -= 1;
      member.running.delete(run);
      this.scheduleDispatch();
    });
    member.running.add(run);
  }

  /** An in-progress signal of the current delivery restarts its ack wait, as JetStream's does. */
  private extend(entry: Entry, token: number): void {
    if (this.entries.get(entry.seq) !== entry || entry.state !== 'in-flight' || entry.token !== token) return;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.retry(entry, token), this.settings.ackWaitMs);
  }

  /** Like JetStream, an ack from any delivery of the message settles it for good. */
  private ack(entry: Entry): void {
    if (this.entries.get(entry.seq) !== entry) return;
    clearTimeout(entry.timer);
    this.entries.delete(entry.seq);
  }

  /** A nak or an ack-wait expiry of the current delivery: redeliver (after the delay) unless out of tries. */
  private retry(entry: Entry, token: number, delayMs?: number): void {
    if (this.entries.get(entry.seq) !== entry || entry.state !== 'in-flight' || entry.token !== token) return;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (entry.deliveries >= this.settings.maxDeliver) {
      this.entries.delete(entry.seq);
      return;
    }
    if (delayMs && delayMs > 0) {
      entry.state = 'delayed';
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        entry.state = 'ready';
        this.scheduleDispatch();
      }, delayMs);
      return;
    }
    entry.state = 'ready';
    this.scheduleDispatch();
  }
}
