import type { GlobalPosition } from '@outflow/event-store';
import type { Selectable, Transaction } from 'kysely';
import type { IntegrationsDatabase, IntegrationsDb, WebhookDeliveryTable } from '../integrations-db';

/** The outbound webhook dispatcher's checkpoint in the global order. */
const CHECKPOINT = 'webhooks';

export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

type Db = IntegrationsDb | Transaction<IntegrationsDatabase>;

export async function loadWebhookCheckpoint(db: Db): Promise<GlobalPosition | undefined> {
  const row = await db.selectFrom('webhook_checkpoint').selectAll().where('name', '=', CHECKPOINT).executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}

/** A new delivery, as the dispatcher enqueues it (pending, due at once). */
export interface NewWebhookDelivery {
  readonly id: string;
  readonly subscriptionId: string;
  readonly ownerId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly position: GlobalPosition;
  readonly body: string;
  readonly now: Date;
  readonly expiresAt: Date;
}

/**
 * Enqueues deliveries and moves the checkpoint in one transaction: both land or neither, so an
 * event is neither lost nor enqueued twice (an event already enqueued for a subscription is kept).
 */
export async function enqueueWebhookDeliveries(
  db: IntegrationsDb,
  deliveries: readonly NewWebhookDelivery[],
  checkpoint: GlobalPosition,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (deliveries.length > 0)
      await trx
        .insertInto('webhook_deliveries')
        .values(
          deliveries.map((d) => ({
            id: d.id,
            subscription_id: d.subscriptionId,
            owner_id: d.ownerId,
            event_id: d.eventId,
            event_type: d.eventType,
            event_commit: d.position.commit,
            event_prepare: d.position.prepare,
            body: d.body,
            status: 'pending',
            next_attempt_at: d.now,
            expires_at: d.expiresAt,
            created_at: d.now,
          })),
        )
        .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
        .execute();
    const values = { commit_position: checkpoint.commit, prepare_position: checkpoint.prepare, updated_at: new Date() };
    await trx
      .insertInto('webhook_checkpoint')
      .values({ name: CHECKPOINT, ...values })
      .onConflict((oc) => oc.column('name').doUpdateSet(values))
      .execute();
  });
}

/** Pending deliveries due at `now`, oldest first, leaving out those of the subscriptions named. */
export async function dueWebhookDeliveries(
  db: IntegrationsDb,
  now: Date,
  limit: number,
  skipSubscriptions: readonly string[],
): Promise<WebhookDeliveryRow[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now);
  if (skipSubscriptions.length > 0) query = query.where('subscription_id', 'not in', [...skipSubscriptions]);
  return query.orderBy('next_attempt_at').orderBy('event_commit').orderBy('event_prepare').limit(limit).execute();
}

/** What one attempt gave: the receiver's status code (none when it could not be reached) and how long it took. */
export interface WebhookAttempt {
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  readonly at: Date;
}

export async function recordWebhookDelivered(db: IntegrationsDb, row: WebhookDeliveryRow, attempt: WebhookAttempt) {
  // One round trip: the delivery is done, and its subscription no longer failing.
  await db
    .with('done', (q) =>
      q
        .updateTable('webhook_deliveries')
        .set({
          status: 'delivered',
          attempts: row.attempts + 1,
          last_attempt_at: attempt.at,
          last_status_code: attempt.statusCode,
          last_duration_ms: attempt.durationMs,
          last_error: null,
          delivered_at: attempt.at,
        })
        .where('id', '=', row.id)
        .returning('subscription_id'),
    )
    .deleteFrom('webhook_failing')
    .where('subscription_id', 'in', (q) => q.selectFrom('done').select('subscription_id'))
    .execute();
}

/** A failed attempt: tried again at `nextAttemptAt`, or failed for good when that is null. */
export async function recordWebhookAttemptFailed(
  db: IntegrationsDb,
  row: WebhookDeliveryRow,
  attempt: WebhookAttempt,
  nextAttemptAt: Date | null,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: nextAttemptAt ? 'pending' : 'failed',
        attempts: row.attempts + 1,
        next_attempt_at: nextAttemptAt ?? attempt.at,
        last_attempt_at: attempt.at,
        last_status_code: attempt.statusCode,
        last_duration_ms: attempt.durationMs,
        last_error: attempt.error,
      })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('webhook_failing')
      .values({ subscription_id: row.subscription_id, failing_since: attempt.at })
      .onConflict((oc) => oc.column('subscription_id').doNothing())
      .execute();
  });
}

/** A delivery that cannot be sent at all (its subscription is gone): failed, without an attempt. */
export async function recordWebhookAbandoned(db: IntegrationsDb, id: string, reason: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: reason })
    .where('id', '=', id)
    .execute();
}

/** Subscriptions whose attempts have all failed since before `since`. */
export async function webhooksFailingSince(db: IntegrationsDb, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_failing')
    .select('subscription_id')
    .where('failing_since', '<=', since)
    .execute();
  return rows.map((r) => r.subscription_id);
}

export async function clearWebhookFailing(db: IntegrationsDb, subscriptionId: string): Promise<void> {
  await db.deleteFrom('webhook_failing').where('subscription_id', '=', subscriptionId).execute();
}

/** A page of a subscription's delivery log, newest first. */
export async function listWebhookDeliveries(
  db: IntegrationsDb,
  ownerId: string,
  subscriptionId: string,
  options: { page: number; perPage: number; status?: WebhookDeliveryStatus },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  let query = db
    .selectFrom('webhook_deliveries')
    .where('owner_id', '=', ownerId)
    .where('subscription_id', '=', subscriptionId);
  if (options.status) query = query.where('status', '=', options.status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('event_commit', 'desc')
      .orderBy('event_prepare', 'desc')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findWebhookDelivery(
  db: IntegrationsDb,
  ownerId: string,
  subscriptionId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

/**
 * "Send again": the delivery is due at once for one more attempt (its retries over, a failure
 * stands after it). Answers the row as it now is, or undefined when it is not the owner's.
 */
export async function retryWebhookDelivery(
  db: IntegrationsDb,
  ownerId: string,
  subscriptionId: string,
  deliveryId: string,
  now: Date,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, expires_at: now })
    .where('owner_id', '=', ownerId)
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', deliveryId)
    .returningAll()
    .executeTakeFirst();
}
