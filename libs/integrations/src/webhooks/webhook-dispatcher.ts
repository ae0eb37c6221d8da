import {
  nextWebhookAttempt,
  systemClock,
  webhookSubscriptionsDecider,
  webhookSubscriptionsStream,
  WEBHOOK_PAUSE_AFTER_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  type Clock,
} from '@outflow/domain';
import { comparePositions, handleCommand, type EventStore, type GlobalPosition } from '@outflow/event-store';
import type { Consumer, MessageBus } from '@outflow/messaging';
import {
  activeWebhookSubscriptionsFor,
  loadCheckpoint,
  READ_MODELS_PROJECTOR,
  type ReadModelDb,
  type WebhookSubscriptionRow,
} from '@outflow/read-models';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import type { IntegrationsDb } from '../integrations-db';
import { DeliveryAgents } from './destination-policy';
import {
  clearWebhookFailing,
  dueWebhookDeliveries,
  enqueueWebhookDeliveries,
  loadWebhookCheckpoint,
  recordWebhookAbandoned,
  recordWebhookAttemptFailed,
  recordWebhookDelivered,
  webhooksFailingSince,
  type NewWebhookDelivery,
  type WebhookDeliveryRow,
} from './webhook-deliveries';
import { WebhookBodies, WEBHOOK_SOURCE_EVENT_TYPES, webhookTypeOf } from './webhook-outcomes';
import { sendWebhook } from './webhook-sender';

export interface WebhookDispatcherOptions {
  readonly store: EventStore;
  readonly readDb: ReadModelDb;
  readonly db: IntegrationsDb;
  /** For the advisory lock that keeps one active dispatcher across processes. */
  readonly databaseUrl: string;
  /** Retries, expiry and pausing run on the product's clock (the sandbox's, sped up or not). */
  readonly clock: Clock;
  /** Wakes on the projector's checkpoint notices; without it, polls. */
  readonly bus?: MessageBus;
  /** WEBHOOK_ALLOW_PRIVATE: deliveries may go to loopback, private and link-local addresses. */
  readonly allowPrivate: boolean;
  readonly log?: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
  /** Longest sleep between two looks (a notice or a due retry wakes it sooner); default 1 s. */
  readonly pollIntervalMs?: number;
  /** Deliveries in flight at once; default 8. */
  readonly concurrency?: number;
  readonly timeoutMs?: number;
}

const BATCH = 500;

/**
 * Outbound webhooks (issue 22). Follows the event store's global order from its own checkpoint,
 * like the projector, but only as far as the read models have applied (a delivery's body reads
 * them: the lead's name, the campaign), and turns each outcome into a delivery per matching
 * subscription, enqueued with the checkpoint in one transaction. Then sends what is due, signed,
 * at least once: a crash between the event and its delivery leaves the delivery pending, sent
 * once the process is back. Failed attempts back off for 24 hours; a subscription failing for 3
 * days is paused (WebhookSubscriptionPaused, which tells its owner). An advisory lock keeps one
 * dispatcher active; a second waits as a hot standby.
 */
export class WebhookDispatcher {
  private readonly bodies: WebhookBodies;
  private readonly agents: DeliveryAgents;
  private stopped = false;
  private running?: Promise<void>;
  private lockClient?: Client;
  private listener?: Consumer;
  private wake?: () => void;
  private woken = false;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.bodies = new WebhookBodies(options.readDb);
    this.agents = new DeliveryAgents(options.allowPrivate);
  }

  /** Takes the lock in the background (a standby waits there), then dispatches until stop(). */
  async start(): Promise<void> {
    this.listener = await this.options.bus?.listen('outflow.notice.checkpoint', () => this.poke());
    this.running = (async () => {
      if (!(await this.acquireLock())) return;
      this.options.log?.('info', 'webhook dispatcher running');
      await this.loop();
    })().catch((error: unknown) =>
      this.options.log?.('error', 'webhook dispatcher stopped on an error', { error: String(error) }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.poke();
    await this.listener?.stop().catch(() => undefined);
    await this.running;
    await this.lockClient?.end().catch(() => undefined);
    this.agents.destroy();
  }

  /** One pass: enqueue what the read models have applied, send what is due, pause what fails too long. */
  async runOnce(): Promise<{ enqueued: number; sent: number }> {
    let enqueued = 0;
    for (let n = await this.enqueueNew(); n > 0; n = await this.enqueueNew()) enqueued += n;
    const sent = await this.sendDue();
    await this.pauseFailing();
    return { enqueued, sent };
  }

  private poke(): void {
    this.woken = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    const interval = this.options.pollIntervalMs ?? 1000;
    while (!this.stopped) {
      this.woken = false;
      try {
        const { enqueued, sent } = await this.runOnce();
        if (enqueued > 0 || sent > 0) continue;
      } catch (error) {
        this.options.log?.('error', 'webhook dispatch failed, retrying', { error: String(error) });
      }
      if (this.stopped || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, interval);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Enqueues the next batch of outcomes up to the read models' checkpoint; answers how many events it took. */
  private async enqueueNew(): Promise<number> {
    const { store, readDb, db, clock } = this.options;
    const applied = await loadCheckpoint(readDb, READ_MODELS_PROJECTOR);
    if (!applied) return 0;
    const after = await loadWebhookCheckpoint(db);
    if (after && comparePositions(after, applied) >= 0) return 0;
    const batch = await store.readAll({ after, maxCount: BATCH, eventTypes: WEBHOOK_SOURCE_EVENT_TYPES });
    const ready = batch.filter((e) => comparePositions(e.position, applied) <= 0);
    // A short batch holds every outcome up to the read models' checkpoint: the checkpoint may go there.
    const through: GlobalPosition | undefined =
      batch.length < BATCH ? applied : ready.length > 0 ? ready[ready.length - 1].position : undefined;
    if (!through) return 0;
    const subscriptions = await activeWebhookSubscriptionsFor(
      readDb,
      ready.filter((e) => webhookTypeOf(e)).map((e) => e.metadata.userId),
    );
    const now = clock.now();
    const bodies = this.bodies.forBatch();
    const wanted = ready.flatMap((event) => {
      const type = webhookTypeOf(event);
      const takers = subscriptions.filter(
        (s) =>
          type &&
          s.owner_id === event.metadata.userId &&
          s.event_types.includes(type) &&
          comparePositions(createdAt(s), event.position) < 0,
      );
      return type && takers.length > 0 ? [{ event, type, takers }] : [];
    });
    // The bodies' reads run side by side (the batch's lookups are shared), then enqueue in order.
    const built = await Promise.all(wanted.map(({ event, type }) => bodies.build(event, type)));
    const deliveries: NewWebhookDelivery[] = [];
    for (const [i, { event, type, takers }] of wanted.entries()) {
      const body = JSON.stringify(built[i]);
      for (const s of takers)
        deliveries.push({
          id: randomUUID(),
          subscriptionId: s.id,
          ownerId: s.owner_id,
          eventId: event.eventId,
          eventType: type,
          position: event.position,
          body,
          now,
          expiresAt: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
        });
    }
    await enqueueWebhookDeliveries(db, deliveries, through);
    return Math.max(ready.length, 1);
  }

  /** Sends the deliveries due now, a few at a time; answers how many were attempted. */
  private async sendDue(): Promise<number> {
    const { db, readDb, clock } = this.options;
    const paused = await readDb
      .selectFrom('webhook_subscriptions')
      .select('id')
      .where('status', '=', 'paused')
      .execute();
    const due = await dueWebhookDeliveries(
      db,
      clock.now(),
      BATCH,
      paused.map((p) => p.id),
    );
    if (due.length === 0) return 0;
    const ids = [...new Set(due.map((d) => d.subscription_id))];
    const subscriptions = new Map(
      (await readDb.selectFrom('webhook_subscriptions').selectAll().where('id', 'in', ids).execute()).map((s) => [
        s.id,
        s,
      ]),
    );
    let next = 0;
    const worker = async () => {
      while (next < due.length && !this.stopped) {
        const delivery = due[next++];
        await this.attempt(delivery, subscriptions.get(delivery.subscription_id));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 8, due.length) }, worker));
    return due.length;
  }

  private async attempt(delivery: WebhookDeliveryRow, subscription: WebhookSubscriptionRow | undefined) {
    const { db, clock } = this.options;
    if (!subscription) return recordWebhookAbandoned(db, delivery.id, 'The subscription was deleted');
    if (subscription.status !== 'active') return;
    // The signature's time is read by the receiver against its own wall clock, never the sandbox's.
    const signedAt = Math.floor(systemClock.now().getTime() / 1000);
    const result = await sendWebhook(
      this.agents,
      { url: subscription.url, secret: subscription.secret },
      { eventId: delivery.event_id, eventType: delivery.event_type, body: delivery.body },
      signedAt,
      this.options.timeoutMs,
    );
    const at = clock.now();
    const attempt = { ...result, at };
    if (result.error === null) return recordWebhookDelivered(db, delivery, attempt);
    const next = nextWebhookAttempt(delivery.attempts + 1, at, delivery.expires_at);
    await recordWebhookAttemptFailed(db, delivery, attempt, next);
    this.options.log?.('warn', 'webhook delivery failed', {
      subscriptionId: delivery.subscription_id,
      eventId: delivery.event_id,
      attempts: delivery.attempts + 1,
      error: result.error,
      retryAt: next?.toISOString() ?? null,
    });
  }

  /** Pauses each subscription every attempt of which failed for 3 days, on its owner's stream. */
  private async pauseFailing(): Promise<void> {
    const { db, readDb, store, clock } = this.options;
    const now = clock.now();
    const failing = await webhooksFailingSince(db, new Date(now.getTime() - WEBHOOK_PAUSE_AFTER_MS));
    for (const id of failing) {
      const subscription = await readDb
        .selectFrom('webhook_subscriptions')
        .select(['owner_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (subscription)
        await handleCommand(
          store,
          webhookSubscriptionsStream(subscription.owner_id),
          webhookSubscriptionsDecider,
          {
            type: 'FailWebhookSubscription',
            data: { subscriptionId: id, ownerId: subscription.owner_id, now },
          },
          { userId: subscription.owner_id, actor: 'system', correlationId: `webhook-pause-${id}` },
        );
      await clearWebhookFailing(db, id);
      this.options.log?.('warn', 'webhook subscription paused after failing for 3 days', { subscriptionId: id });
    }
  }

  private async acquireLock(): Promise<boolean> {
    this.lockClient = new Client({ connectionString: this.options.databaseUrl });
    this.lockClient.on('error', (error) =>
      this.options.log?.('warn', 'webhook dispatcher lock connection lost', { error: String(error) }),
    );
    await this.lockClient.connect();
    while (!this.stopped) {
      const { rows } = await this.lockClient.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        ['webhook-dispatcher'],
      );
      if (rows[0].locked) return true;
      await new Promise((r) => setTimeout(r, 1000));
    }
    return false;
  }
}

const createdAt = (s: WebhookSubscriptionRow): GlobalPosition => ({
  commit: BigInt(s.created_commit),
  prepare: BigInt(s.created_prepare),
});
