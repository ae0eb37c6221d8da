import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { startCheckout, type BillingProvider } from '@outflow/billing';
import { subscriptionDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, loadState, type EventStore } from '@outflow/event-store';
import { BILLING, CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { StartCheckoutCommand } from './start-checkout.command';

/**
 * Opens a Stripe Checkout session for the configured price. The user's Stripe customer is created
 * the first time and recorded on their stream (StripeCustomerAssigned) before the session opens.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BILLING) private readonly billing: BillingProvider,
  ) {}

  async execute({ user, successUrl, cancelUrl, metadata }: StartCheckoutCommand): Promise<{ url: string }> {
    const stream = userStream(user.id);
    const { state } = await loadState(this.store, stream, subscriptionDecider);
    return startCheckout(this.billing, {
      user: { userId: user.id, email: user.email, name: user.name },
      state,
      successUrl,
      cancelUrl,
      now: this.clock.now(),
      recordCustomer: async (command) => {
        await handleCommand(this.store, stream, subscriptionDecider, command, metadata);
      },
    });
  }
}
