/**
 * Outbound webhooks across a crash: the projector process (which runs the webhook dispatcher) is
 * killed with SIGKILL while a delivery is on the wire, and another event is appended while it is
 * down. Once it is back, both are delivered, the first again under the same event id: at least
 * once, nothing lost.
 */
import { loadConfig } from '@outflow/config';
import {
  campaignStream,
  webhookSubscriptionsStream,
  type CampaignStatusChanged,
  type EventMetadata,
  type WebhookSubscriptionCreated,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { integrationsDbOn, verifyWebhookSignature } from '@outflow/integrations';
import { createReadModelDb, type ReadModelDb } from '@outflow/read-models';
import { openEventStore } from '@outflow/wiring';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pausedCampaignCreated } from '../support/campaign-fixtures';
import {
  eventually,
  createTestDatabase,
  describeWithNats,
  describeWithPostgres,
  serviceUrl,
  type TestDatabase,
} from '@outflow/testing';
import { WebhookReceiver } from '../support/webhook-receiver';

const ROOT = path.resolve(__dirname, '../..');
const PROJECTOR_MAIN = 'apps/projector/dist/main.js';
const OWNER = 'owner-1';
const SECRET = 'whsec_crash-test-secret';
const metadata: EventMetadata = { userId: OWNER, actor: 'user', correlationId: 'crash-test' };

describeWithPostgres('outbound webhooks survive a kill -9 of the dispatcher', () => {
  describeWithNats('the projector process on Postgres and NATS', () => {
    let database: TestDatabase;
    let store: EventStore;
    let readDb: ReadModelDb;
    let receiver: WebhookReceiver;
    let child: ChildProcess | undefined;
    const output: string[] = [];
    let env: NodeJS.ProcessEnv;

    const startProjector = () => {
      child = spawn(process.execPath, [PROJECTOR_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (d) => output.push(String(d)));
      child.stderr!.on('data', (d) => output.push(String(d)));
    };
    const kill9 = () =>
      new Promise<void>((resolve) => {
        child!.once('exit', () => resolve());
        child!.kill('SIGKILL');
      });
    const statusChanged = (
      status: 'paused' | 'active',
      previousStatus: 'paused' | 'active',
    ): CampaignStatusChanged => ({
      type: 'CampaignStatusChanged',
      data: { campaignId: 'c1', status, previousStatus, occurredAt: new Date().toISOString() },
    });

    beforeAll(async () => {
      if (!fs.existsSync(path.join(ROOT, PROJECTOR_MAIN)))
        throw new Error(`${PROJECTOR_MAIN} is missing: npm test builds the server first (npm run build:server)`);
      database = await createTestDatabase();
      store = await openEventStore(loadConfig({ DATABASE_URL: database.url }), database.url);
      readDb = createReadModelDb(database.url, { poolSize: 2 });
      receiver = await WebhookReceiver.start();
      env = {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_URL: serviceUrl('NATS')!,
        NATS_NAMESPACE: `hook${Date.now().toString(36)}`,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        LOG_LEVEL: 'warn',
      };
      startProjector();
      const subscription: WebhookSubscriptionCreated = {
        type: 'WebhookSubscriptionCreated',
        data: {
          subscriptionId: 'sub-1',
          ownerId: OWNER,
          url: receiver.url,
          eventTypes: ['campaign.paused', 'campaign.started'],
          description: null,
          secret: SECRET,
          occurredAt: new Date().toISOString(),
        },
      };
      await store.appendToStream(webhookSubscriptionsStream(OWNER), [{ ...subscription, metadata }], {
        expectedVersion: 'no_stream',
      });
      const created = pausedCampaignCreated({ campaignId: 'c1', ownerId: OWNER, name: 'Crash course', leads: [] });
      await store.appendToStream(
        campaignStream('c1'),
        [{ ...{ ...created, data: { ...created.data, status: 'active' as const } }, metadata }],
        {
          expectedVersion: 'no_stream',
        },
      );
    }, 60_000);

    afterAll(async () => {
      if (child && child.exitCode === null) await kill9();
      await receiver?.close();
      await readDb?.destroy();
      await store?.close();
      await database?.drop();
      if (process.env.WEBHOOK_CRASH_LOG) console.log(output.join(''));
    });

    it('delivers the event caught mid-delivery and the one appended while down, once back', async () => {
      // campaign.started of the creation went first; hold the next one on the wire.
      await eventually(async () => receiver.of('campaign.started').length === 1, 'the creation delivered', 30_000);
      receiver.holding = true;
      const paused = await store.appendToStream(
        campaignStream('c1'),
        [{ ...statusChanged('paused', 'active'), metadata }],
        {
          expectedVersion: 0n,
        },
      );
      await eventually(async () => receiver.of('campaign.paused').length === 1, 'the pause on the wire', 30_000);
      await kill9();
      receiver.release();
      // While the dispatcher is down, the campaign runs again.
      await store.appendToStream(campaignStream('c1'), [{ ...statusChanged('active', 'paused'), metadata }], {
        expectedVersion: paused.nextExpectedVersion,
      });
      startProjector();

      const [first, again] = await eventually(
        async () => receiver.of('campaign.paused').length >= 2 && receiver.of('campaign.paused'),
        'the pause delivered again after the restart',
        30_000,
      );
      expect(first.answered).toBe('held');
      expect(again.answered).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      const [stored] = (await store.readStream(campaignStream('c1'))).filter((e) => e.type === 'CampaignStatusChanged');
      expect(again.body.id).toBe(stored.eventId);
      expect(verifyWebhookSignature(SECRET, again.rawBody, again.signature, Math.floor(Date.now() / 1000))).toBe(true);

      const resumed = await eventually(
        async () => receiver.of('campaign.started').length === 2 && receiver.of('campaign.started')[1],
        'the event appended while down delivered',
        30_000,
      );
      expect(resumed.body.data).toMatchObject({ campaign: { id: 'c1', status: 'active' }, previousStatus: 'paused' });

      const rows = await eventually(async () => {
        const all = await integrationsDbOn(readDb).selectFrom('webhook_deliveries').selectAll().execute();
        return all.length === 3 && all.every((r) => r.status === 'delivered') && all;
      }, 'every delivery to be recorded as delivered');
      expect(rows.map((r) => r.event_type).sort()).toEqual(['campaign.paused', 'campaign.started', 'campaign.started']);
    }, 90_000);
  });
});
