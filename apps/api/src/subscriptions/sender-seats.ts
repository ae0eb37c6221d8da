import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { BillingProvider } from '@outflow/billing';
import type { Consumer, MessageBus } from '@outflow/messaging';
import { countConnectedSenders, PROJECTED_NOTICES, type ProjectedNotice, type ReadModelDb } from '@outflow/read-models';
import { BILLING, MESSAGE_BUS, READ_DB } from '../infrastructure/tokens';

/**
 * The events after which the quantity may be off: a sender connected, disconnected or removed;
 * and a subscription that starts or changes (Checkout bills at least one seat, and the senders
 * may have changed while the customer paid, so a workspace with none connected comes down to 0).
 */
const SEAT_CHANGES = new Set([
  'LinkedInAccountConnected',
  'LinkedInAccountDisconnected',
  'LinkedInAccountRemoved',
  'SubscriptionActivated',
  'SubscriptionUpdated',
]);

/**
 * A seat per connected sender, never per member (issue 20): once the read models have a sender
 * connected, disconnected or removed (or the subscription started or changed), the workspace's
 * Stripe subscription quantity is set to its connected senders, 0 when none is. Every API process hears the notice; setting the same quantity twice changes
 * nothing, and one workspace's updates run one after another here.
 */
@Injectable()
export class SenderSeats implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SenderSeats');
  private listener?: Consumer;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(BILLING) private readonly billing: BillingProvider,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.billing.kind !== 'stripe') return;
    this.listener = await this.bus.listen<ProjectedNotice>(PROJECTED_NOTICES, (notice) => {
      if (SEAT_CHANGES.has(notice.type)) void this.schedule(notice.userId);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  /** Runs after the workspace's earlier update, so quantities are set in the order senders changed. */
  private schedule(workspaceId: string): Promise<void> {
    const next = (this.queues.get(workspaceId) ?? Promise.resolve())
      .then(() => this.sync(workspaceId))
      .catch((error: unknown) => this.logger.warn(`seats of ${workspaceId} not set: ${String(error)}`))
      .finally(() => {
        if (this.queues.get(workspaceId) === next) this.queues.delete(workspaceId);
      });
    this.queues.set(workspaceId, next);
    return next;
  }

  /** Sets the workspace's Stripe quantity to its connected senders (nothing without a live Stripe subscription). */
  async sync(workspaceId: string): Promise<void> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select(['plan', 'status', 'stripe_subscription_id'])
      .where('user_id', '=', workspaceId)
      .executeTakeFirst();
    if (!row?.stripe_subscription_id || row.plan !== 'stripe' || row.status === 'canceled') return;
    const seats = await countConnectedSenders(this.db, workspaceId);
    const changed = await this.billing.setSeats(row.stripe_subscription_id, seats);
    if (changed) this.logger.log(`seats of ${workspaceId}: ${changed.previous} → ${seats}`);
  }
}
