import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  stripeEventIdProblem,
  stripeEventTimeProblem,
  stripeEventToCommand,
  type BillingProvider,
} from '@outflow/billing';
import { subscriptionDecider, userStream } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { findUserIdByStripeCustomer, type ReadModelDb } from '@outflow/read-models';
import { fieldRefusal } from '../../common/field-refusal';
import { BILLING, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { ApplyStripeWebhookCommand, type StripeWebhookReceipt } from './apply-stripe-webhook.command';

/**
 * A Stripe webhook delivery: the signature is verified on the raw body (forged or stale bodies
 * throw WebhookSignatureError, nothing is appended), then the event is applied on the user's
 * stream. The decider skips event ids already applied, so Stripe's retries and replays are harmless.
 */
@CommandHandler(ApplyStripeWebhookCommand)
export class ApplyStripeWebhookHandler implements ICommandHandler<ApplyStripeWebhookCommand> {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(BILLING) private readonly billing: BillingProvider,
  ) {}

  async execute({ rawBody, signature }: ApplyStripeWebhookCommand): Promise<StripeWebhookReceipt> {
    // No raw body (not sent as JSON) cannot carry a valid signature: parseWebhook refuses it.
    const event = this.billing.parseWebhook(rawBody ?? Buffer.alloc(0), signature ?? '');
    const time = stripeEventTimeProblem(event);
    if (time) throw fieldRefusal(time.field, time.message);
    const translation = stripeEventToCommand(event);
    if (!translation) return { received: true, eventId: event.id, applied: 0 };
    const problem = stripeEventIdProblem(translation);
    if (problem) throw fieldRefusal(problem.field, problem.message);

    const userId = await this.userOf(translation.userId, translation.customerId);
    if (!userId) {
      // A customer made outside this installation (another one may share the Stripe account): acknowledged, not applied.
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names no user of this server (customer ${translation.customerId ?? 'none'})`,
      );
      return { received: true, eventId: event.id, applied: 0 };
    }
    const { newEvents } = await handleCommand(
      this.store,
      userStream(userId),
      subscriptionDecider,
      translation.command,
      {
        userId,
        actor: 'webhook',
        correlationId: event.id,
        causationId: event.id,
      },
    );
    return { received: true, eventId: event.id, applied: newEvents.length };
  }

  /** The user the event names (checkout metadata), if registered here; else the owner of the Stripe customer. */
  private async userOf(named: string | null, customerId: string | null): Promise<string | undefined> {
    if (named) {
      const user = await this.db.selectFrom('users').select('id').where('id', '=', named).executeTakeFirst();
      return user?.id;
    }
    return customerId ? findUserIdByStripeCustomer(this.db, customerId) : undefined;
  }
}
