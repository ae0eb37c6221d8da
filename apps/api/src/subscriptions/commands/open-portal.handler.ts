import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { openCustomerPortal, type BillingProvider } from '@outflow/billing';
import { subscriptionDecider, userStream } from '@outflow/domain';
import { loadState, type EventStore } from '@outflow/event-store';
import { BILLING, EVENT_STORE } from '../../infrastructure/tokens';

export class OpenPortalCommand extends Command<{ url: string }> {
  constructor(
    readonly userId: string,
    readonly returnUrl: string,
  ) {
    super();
  }
}

/** A Stripe Customer Portal session for the user's Stripe customer (NO_BILLING_ACCOUNT without one). */
@CommandHandler(OpenPortalCommand)
export class OpenPortalHandler implements ICommandHandler<OpenPortalCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BILLING) private readonly billing: BillingProvider,
  ) {}

  async execute({ userId, returnUrl }: OpenPortalCommand): Promise<{ url: string }> {
    const { state } = await loadState(this.store, userStream(userId), subscriptionDecider);
    const { url } = await openCustomerPortal(this.billing, { state, returnUrl });
    return { url };
  }
}
