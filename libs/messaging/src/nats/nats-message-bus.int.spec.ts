import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { describeWithNats, serviceUrl } from '@outflow/testing';
import { messageBusContract } from '../contract/message-bus.contract';
import { namespacedBus, namespacedStream } from '../namespaced-bus';
import { createNatsMessageBus } from './nats-message-bus';

describeWithNats('NATS message bus', () => {
  const servers = serviceUrl('NATS') as string;
  // Every fixture gets its own stream and subject prefix, so suites and runs never meet.
  const unique = () => randomBytes(5).toString('hex');
  let admin: NatsConnection;

  beforeAll(async () => {
    admin = await connect({ servers });
  });
  afterAll(() => admin.close());

  async function deleteStream(name: string): Promise<void> {
    const jsm = await jetstreamManager(admin);
    await jsm.streams.delete(name).catch(() => undefined);
  }

  // The product's own subjects under a namespace: what NATS_NAMESPACE gives an installation.
  messageBusContract('nats, namespaced', async ({ onError }) => {
    const namespace = `ns${unique()}`;
    const { streamName, subjects } = namespacedStream(namespace, 'OUTFLOW', ['outflow.work.>']);
    const bus = namespacedBus(
      await createNatsMessageBus({ servers, streamName, subjects, duplicateWindowMs: 60_000, onError }),
      namespace,
    );
    return {
      bus,
      workPrefix: 'outflow.work',
      noticePrefix: 'outflow.notice',
      async dispose() {
        await bus.close();
        await deleteStream(streamName);
      },
    };
  });

  messageBusContract('nats', async ({ onError }) => {
    const id = unique();
    const prefix = `outflow_test_${id}`;
    const streamName = `OUTFLOW_TEST_${id}`;
    const bus = await createNatsMessageBus({
      servers,
      streamName,
      subjects: [`${prefix}.work.>`],
      duplicateWindowMs: 60_000,
      onError,
    });
    return {
      bus,
      workPrefix: `${prefix}.work`,
      noticePrefix: `${prefix}.notice`,
      async dispose() {
        await bus.close();
        await deleteStream(streamName);
      },
    };
  });

  describe('stream setup and subject convention', () => {
    const id = unique();
    const streamName = `OUTFLOW_TEST_${id}`;
    const prefix = `outflow_test_${id}`;
    afterAll(() => deleteStream(streamName));

    it('creates the work stream with its duplicate window, and updates it on the next connect', async () => {
      const first = await createNatsMessageBus({
        servers,
        streamName,
        subjects: [`${prefix}.work.>`],
        duplicateWindowMs: 30_000,
      });
      await first.close();
      const second = await createNatsMessageBus({
        servers,
        streamName,
        subjects: [`${prefix}.work.>`, `${prefix}.jobs.>`],
        duplicateWindowMs: 45_000,
      });
      await second.close();
      const info = await (await jetstreamManager(admin)).streams.info(streamName);
      expect(info.config.subjects).toEqual([`${prefix}.work.>`, `${prefix}.jobs.>`]);
      expect(info.config.duplicate_window).toBe(45_000 * 1_000_000);
      expect(info.config.retention).toBe('workqueue');
    });

    it('refuses work outside the stream and notices inside it', async () => {
      const bus = await createNatsMessageBus({ servers, streamName, subjects: [`${prefix}.work.>`] });
      try {
        await expect(bus.publish(`${prefix}.notice.x`, {})).rejects.toThrow(/not captured/);
        await expect(bus.notify(`${prefix}.work.x`, {})).rejects.toThrow(/captured by work stream/);
      } finally {
        await bus.close();
      }
    });

    it('ping fails once the connection is closed', async () => {
      const bus = await createNatsMessageBus({ servers, streamName, subjects: [`${prefix}.work.>`] });
      await bus.close();
      await expect(bus.ping()).rejects.toThrow();
    });
  });
});
