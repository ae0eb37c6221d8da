import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { startCheckout, type BillingProvider } from '@outflow/billing';
import { subscriptionDecider, userStream, type Clock, type EventMetadata } from '@outflow/domain';
import { handleCommand, loadState, type EventStore } from '@outflow/event-store';
import { countConnectedSenders, findWorkspace, type ReadModelDb } from '@outflow/read-models';
import { BILLING, CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import type { AuthenticatedUser } from '../../common/authenticated-user';

export class StartCheckoutCommand extends Command<{ url: string }> {
  constructor(
    /** The workspace subscribing: the trial, the Stripe customer and the subscription are its own. */
    readonly workspaceId: string,
    /** Its owner who pays: Stripe mails the invoices to them. */
    readonly payer: AuthenticatedUser,
    readonly successUrl: string,
    readonly cancelUrl: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/**
 * Opens a Stripe Checkout session for the configured price, a seat per connected sender of the
 * workspace (issue 20). The workspace's Stripe customer is created the first time, named after
 * the workspace with its paying owner's e-mail, and recorded on the workspace's stream
 * (StripeCustomerAssigned) before the session opens; Stripe's webhooks name the workspace.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BILLING) private readonly billing: BillingProvider,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  async execute({
    workspaceId,
    payer,
    successUrl,
    cancelUrl,
    metadata,
  }: StartCheckoutCommand): Promise<{ url: string }> {
    const stream = userStream(workspaceId);
    const { state } = await loadState(this.store, stream, subscriptionDecider);
    // A personal workspace (not projected yet, or named after its user) keeps the person's name.
    const workspace = workspaceId === payer.id ? undefined : await findWorkspace(this.db, workspaceId);
    return startCheckout(this.billing, {
      user: { userId: workspaceId, email: payer.email, name: workspace?.name ?? payer.name },
      state,
      successUrl,
      cancelUrl,
      // A seat per connected sender (issue 20); SenderSeats keeps the quantity to it afterwards.
      seats: await countConnectedSenders(this.db, workspaceId),
      now: this.clock.now(),
      recordCustomer: async (command) => {
        await handleCommand(this.store, stream, subscriptionDecider, command, metadata);
      },
    });
  }
}
