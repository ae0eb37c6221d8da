import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  stripeEventIdProblem,
  stripeEventTimeProblem,
  stripeEventToCommand,
  type BillingProvider,
} from '@outflow/billing';
import { subscriptionDecider, userStream } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { findUserIdByStripeCustomer, findWorkspace, type ReadModelDb } from '@outflow/read-models';
import { fieldRefusal } from '../../common/field-refusal';
import { BILLING, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';

/** One delivery to the webhook endpoint: the body exactly as received, and its signature header. */
export class ApplyStripeWebhookCommand extends Command<StripeWebhookReceipt> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}

/** What the endpoint answers Stripe (200): `applied` is the number of events appended. */
export interface StripeWebhookReceipt {
  readonly received: true;
  readonly eventId: string;
  readonly applied: number;
}

/**
 * A Stripe webhook delivery: the signature is verified on the raw body (forged or stale bodies
 * throw WebhookSignatureError, nothing is appended), then the event is applied on the stream of
 * the workspace it names (issue 20: the subscription is the workspace's). The decider skips event ids already applied, so Stripe's retries and replays are harmless.
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

    const workspaceId = await this.workspaceOf(translation.userId, translation.customerId);
    if (!workspaceId) {
      // A customer made outside this installation (another one may share the Stripe account): acknowledged, not applied.
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names no workspace of this server (customer ${translation.customerId ?? 'none'})`,
      );
      return { received: true, eventId: event.id, applied: 0 };
    }
    const { newEvents } = await handleCommand(
      this.store,
      userStream(workspaceId),
      subscriptionDecider,
      translation.command,
      {
        userId: workspaceId,
        actor: 'webhook',
        correlationId: event.id,
        causationId: event.id,
      },
    );
    return { received: true, eventId: event.id, applied: newEvents.length };
  }

  /**
   * The workspace the event names (checkout metadata), if it is one here (a personal workspace has
   * its user's id, projected or not yet); else the workspace whose Stripe customer it is.
   */
  private async workspaceOf(named: string | null, customerId: string | null): Promise<string | undefined> {
    if (named) {
      const workspace = await findWorkspace(this.db, named);
      if (workspace) return workspace.id;
      const user = await this.db.selectFrom('users').select('id').where('id', '=', named).executeTakeFirst();
      return user?.id;
    }
    return customerId ? findUserIdByStripeCustomer(this.db, customerId) : undefined;
  }
}
