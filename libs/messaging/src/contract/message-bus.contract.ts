import type { BusMessage, ConsumeOptions, MessageBus } from '../message-bus';
import { ExpectedFailure, Recorder, gate, sleep } from './recorder';

/** A bus to test plus subject prefixes that belong to this fixture alone. */
export interface MessageBusFixture {
  readonly bus: MessageBus;
  /** Work subjects are `${workPrefix}.<name>` (stored, consumed). */
  readonly workPrefix: string;
  /** Notice subjects are `${noticePrefix}.<name>` (fire-and-forget). */
  readonly noticePrefix: string;
  dispose(): Promise<void>;
}

export type MessageBusFactory = (context: { onError: (error: unknown) => void }) => Promise<MessageBusFixture>;

type Received = Pick<BusMessage, 'subject' | 'data' | 'messageId' | 'deliveryCount'> & { at: number };

function record(message: BusMessage): Received {
  const { subject, data, messageId, deliveryCount } = message;
  return { subject, data, messageId, deliveryCount, at: Date.now() };
}

const SHORT_ACK_WAIT_MS = 500;
const LONG_ACK_WAIT_MS = 10_000;

/** The behaviour every MessageBus adapter must show (see message-bus.ts). */
export function messageBusContract(name: string, factory: MessageBusFactory): void {
  describe(`MessageBus contract: ${name}`, () => {
    let fixture: MessageBusFixture;
    let bus: MessageBus;
    let work: (suffix: string) => string;
    let notice: (suffix: string) => string;
    let seq = 0;
    const options = (extra: Partial<ConsumeOptions> = {}): ConsumeOptions => ({
      durableName: `durable-${++seq}`,
      ackWaitMs: LONG_ACK_WAIT_MS,
      ...extra,
    });

    beforeEach(async () => {
      const onError = (error: unknown) => {
        if (!(error instanceof ExpectedFailure)) console.error(error);
      };
      fixture = await factory({ onError });
      bus = fixture.bus;
      work = (suffix) => `${fixture.workPrefix}.${suffix}`;
      notice = (suffix) => `${fixture.noticePrefix}.${suffix}`;
    });
    afterEach(() => fixture.dispose());

    /** Publishes one message to a consumer that records each delivery before `handle` acts on it; the first two deliveries. */
    const firstTwoDeliveries = async (
      suffix: string,
      data: unknown,
      handle: (m: BusMessage) => Promise<void>,
      consume: ConsumeOptions,
    ) => {
      const got = new Recorder<Received>();
      await bus.consume(
        work(suffix),
        async (m) => {
          got.push(record(m));
          await handle(m);
        },
        consume,
      );
      await bus.publish(work(suffix), data);
      const [first, second] = await got.waitFor(2);
      return { first, second };
    };

    it('delivers a published message once; an ack settles it for good', async () => {
      const got = new Recorder<Received>();
      await bus.consume(work('steps'), async (m) => got.push(record(m)), options({ ackWaitMs: SHORT_ACK_WAIT_MS }));
      await bus.publish(work('steps'), { step: 1, at: '2025-01-01' }, { messageId: 'm-1' });
      const [first] = await got.waitFor(1);
      expect(first).toMatchObject({ subject: work('steps'), data: { step: 1, at: '2025-01-01' }, messageId: 'm-1' });
      expect(first.deliveryCount).toBe(1);
      await sleep(SHORT_ACK_WAIT_MS * 3);
      expect(got.items).toHaveLength(1);
    });

    it('redelivers a message whose handler threw, with deliveryCount 2', async () => {
      const failFirst = async (m: BusMessage) => {
        if (m.deliveryCount === 1) throw new ExpectedFailure('first attempt fails');
      };
      const { first, second } = await firstTwoDeliveries('throws', { n: 7 }, failFirst, options());
      expect([first.deliveryCount, second.deliveryCount]).toEqual([1, 2]);
      expect(second.data).toEqual({ n: 7 });
    });

    it('nak(delay) redelivers no sooner than the delay', async () => {
      const delayMs = 800;
      const nakFirst = async (m: BusMessage) => {
        if (m.deliveryCount === 1) await m.nak(delayMs);
      };
      const { first, second } = await firstTwoDeliveries('delayed', { n: 1 }, nakFirst, options());
      expect(second.deliveryCount).toBe(2);
      // A few ms of slack for clock rounding between the two hosts' timers.
      expect(second.at - first.at).toBeGreaterThanOrEqual(delayMs - 10);
    });

    it('redelivers a message neither acked nor nak’ed within ackWaitMs', async () => {
      const redelivered = gate();
      // The first delivery hangs past its ack wait and only ends once the redelivery arrived.
      const hangFirst = async (m: BusMessage) => {
        if (m.deliveryCount === 1) await redelivered.promise;
        else redelivered.open();
      };
      const { first, second } = await firstTwoDeliveries(
        'slow',
        { n: 1 },
        hangFirst,
        options({ ackWaitMs: SHORT_ACK_WAIT_MS, concurrency: 2 }),
      );
      expect(second.deliveryCount).toBe(2);
      expect(second.at - first.at).toBeGreaterThanOrEqual(SHORT_ACK_WAIT_MS - 10);
    });

    it('does not redeliver a message whose handler keeps saying it is working past ackWaitMs', async () => {
      const got = new Recorder<Received>();
      await bus.consume(
        work('long'),
        async (m) => {
          got.push(record(m));
          // A live consumer's long job: three ack waits long, with an in-progress signal every half wait.
          for (let i = 0; i < 6; i++) {
            await sleep(SHORT_ACK_WAIT_MS / 2);
            await m.working();
          }
        },
        options({ ackWaitMs: SHORT_ACK_WAIT_MS, concurrency: 2 }),
      );
      await bus.publish(work('long'), { n: 1 });
      await got.waitFor(1);
      await sleep(SHORT_ACK_WAIT_MS * 5);
      expect(got.items.map((r) => r.deliveryCount)).toEqual([1]);
    });

    it('stops redelivering after maxDeliver deliveries', async () => {
      const poison = new Recorder<Received>();
      const healthy = new Recorder<Received>();
      await bus.consume(
        work('poison.*'),
        async (m) => {
          if (m.subject === work('poison.bad')) {
            poison.push(record(m));
            throw new ExpectedFailure('always fails');
          }
          healthy.push(record(m));
        },
        options({ ackWaitMs: SHORT_ACK_WAIT_MS, maxDeliver: 3 }),
      );
      await bus.publish(work('poison.bad'), { n: 1 });
      await poison.waitFor(3);
      await bus.publish(work('poison.good'), { n: 2 });
      await healthy.waitFor(1);
      await sleep(SHORT_ACK_WAIT_MS * 3);
      expect(poison.items.map((r) => r.deliveryCount)).toEqual([1, 2, 3]);
    });

    it('drops a re-publish of the same messageId within the window', async () => {
      await bus.publish(work('dedup'), { v: 'first' }, { messageId: 'due-1' });
      await bus.publish(work('dedup'), { v: 'again' }, { messageId: 'due-1' });
      await bus.publish(work('dedup'), { v: 'other' }, { messageId: 'due-2' });
      await bus.publish(work('dedup'), { v: 'no id' });
      await bus.publish(work('dedup'), { v: 'no id' });
      const got = new Recorder<Received>();
      await bus.consume(work('dedup'), async (m) => got.push(record(m)), options());
      await got.waitFor(4);
      await sleep(200);
      expect(got.items.map((r) => r.data)).toEqual([{ v: 'first' }, { v: 'other' }, { v: 'no id' }, { v: 'no id' }]);
    });

    it('delivers a message published before any consumer existed', async () => {
      await bus.publish(work('early'), { early: true });
      const got = new Recorder<Received>();
      await bus.consume(work('early'), async (m) => got.push(record(m)), options());
      const [first] = await got.waitFor(1);
      expect(first).toMatchObject({ data: { early: true }, deliveryCount: 1 });
    });

    it('splits one durable consumer’s work between consume calls, no message to both', async () => {
      const got = new Recorder<{ who: string; n: number; deliveryCount: number }>();
      const bothBusy = gate();
      const seen = new Set<string>();
      const handlerOf = (who: string) => async (m: BusMessage<{ n: number }>) => {
        got.push({ who, n: m.data.n, deliveryCount: m.deliveryCount });
        seen.add(who);
        // Each side holds its first message until the other has one too: proof both take work.
        if (seen.size === 2) bothBusy.open();
        await bothBusy.promise;
      };
      const shared = options();
      await bus.consume(work('shared'), handlerOf('a'), shared);
      await bus.consume(work('shared'), handlerOf('b'), shared);
      for (let n = 1; n <= 6; n++) await bus.publish(work('shared'), { n });
      await got.waitFor(6);
      await sleep(300);
      expect(got.items.map((r) => r.n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(got.items.every((r) => r.deliveryCount === 1)).toBe(true);
      expect(new Set(got.items.map((r) => r.who))).toEqual(new Set(['a', 'b']));
    });

    it('runs at most `concurrency` handlers at once', async () => {
      const release = gate();
      let running = 0;
      let peak = 0;
      const started = new Recorder<number>();
      await bus.consume(
        work('parallel'),
        async (m: BusMessage<{ n: number }>) => {
          running += 1;
          peak = Math.max(peak, running);
          started.push(m.data.n);
          await release.promise;
          running -= 1;
        },
        options({ concurrency: 3 }),
      );
      for (let n = 1; n <= 5; n++) await bus.publish(work('parallel'), { n });
      await started.waitFor(3);
      await sleep(300);
      expect(started.items).toHaveLength(3);
      release.open();
      await started.waitFor(5);
      expect(peak).toBe(3);
    });

    it('refuses a second durable consumer on an overlapping work subject', async () => {
      await bus.consume(work('owned.>'), async () => undefined, options());
      await expect(bus.consume(work('owned.x'), async () => undefined, options())).rejects.toThrow();
    });

    it('stop() waits for running handlers, then nothing more is delivered; the work waits for the next consumer', async () => {
      const first = new Recorder<Received>();
      const inHandler = gate();
      const finish = gate();
      let finished = false;
      const shared = options();
      const consumer = await bus.consume(
        work('stop'),
        async (m) => {
          first.push(record(m));
          inHandler.open();
          await finish.promise;
          finished = true;
        },
        shared,
      );
      await bus.publish(work('stop'), { n: 1 });
      await inHandler.promise;
      const stopped = consumer.stop();
      setTimeout(finish.open, 100);
      await stopped;
      expect(finished).toBe(true);

      await bus.publish(work('stop'), { n: 2 });
      const second = new Recorder<Received>();
      await bus.consume(work('stop'), async (m) => second.push(record(m)), shared);
      const [later] = await second.waitFor(1);
      expect(later.data).toEqual({ n: 2 });
      expect(first.items.map((r) => r.data)).toEqual([{ n: 1 }]);
    });

    it('notify reaches current listeners by subject, with `*` for one token and `>` for the rest', async () => {
      const oneToken = new Recorder<[unknown, string]>();
      const rest = new Recorder<[unknown, string]>();
      const stopped = new Recorder<[unknown, string]>();
      await bus.listen(notice('*.changed'), (data, subject) => oneToken.push([data, subject]));
      await bus.listen(notice('>'), (data, subject) => rest.push([data, subject]));
      const gone = await bus.listen(notice('>'), (data, subject) => stopped.push([data, subject]));
      await gone.stop();

      await bus.notify(notice('campaign.changed'), { id: 'c1' });
      await bus.notify(notice('lead.7.changed'), { id: 'l7' });
      await bus.notify(notice('done'), { end: true });
      await rest.waitFor(3);
      await sleep(100);
      expect(rest.items).toEqual([
        [{ id: 'c1' }, notice('campaign.changed')],
        [{ id: 'l7' }, notice('lead.7.changed')],
        [{ end: true }, notice('done')],
      ]);
      expect(oneToken.items).toEqual([[{ id: 'c1' }, notice('campaign.changed')]]);
      expect(stopped.items).toEqual([]);
    });

    it('ping answers while the bus is open', async () => {
      await expect(bus.ping()).resolves.toBeUndefined();
    });
  });
}
