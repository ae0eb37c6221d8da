import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  linkedInAccountClaimDecider,
  linkedInAccountClaimStream,
  linkedInAccountDecider,
  linkedInAccountRequiredError,
  userStream,
  type Clock,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { accountRequired } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { RemoveLinkedInAccountCommand } from './remove-linkedin-account.command';

/**
 * Deletes the account at the provider first (a provider account left behind keeps costing and
 * syncing), then records LinkedInAccountRemoved and releases the account's claim. No account: 404
 * ACCOUNT_NOT_FOUND.
 */
@CommandHandler(RemoveLinkedInAccountCommand)
export class RemoveLinkedInAccountHandler implements ICommandHandler<RemoveLinkedInAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, metadata }: RemoveLinkedInAccountCommand): Promise<void> {
    const provider = requireProvider(this.provider);
    const state = await findLinkedInAccountState(this.db, userId);
    if (state.accountId === null) throw accountRequired(linkedInAccountRequiredError(state)!);
    await provider.deleteAccount(state.accountId);
    await handleCommand(
      this.store,
      userStream(userId),
      linkedInAccountDecider,
      { type: 'RemoveLinkedInAccount', data: { now: this.clock.now() } },
      metadata,
    );
    // The account is anyone's to connect again.
    const release = {
      type: 'ReleaseLinkedInAccount' as const,
      data: { accountId: state.accountId, userId, now: this.clock.now() },
    };
    await handleCommand(
      this.store,
      linkedInAccountClaimStream(state.accountId),
      linkedInAccountClaimDecider,
      release,
      metadata,
    );
  }
}
