import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock, EventMetadata, LinkedInAccountEvent, LinkedInAccountState } from '@outflow/domain';
import type { EventStore, HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { handleSenderCommand, loadSender } from '../sender-stream';

/** A provider error or the account-status webhook said the account's session is gone. */
export class RecordAccountDisconnectedCommand extends Command<AccountDisconnectedOutcome> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    /** The provider's word: `disconnected_account`, `CREDENTIALS`, `DELETED`... */
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

export interface AccountDisconnectedOutcome {
  readonly result: HandleCommandResult<LinkedInAccountEvent>;
  /** The sender as its streams have it afterwards (the read model may not have it yet). */
  readonly state: LinkedInAccountState;
}

/** Idempotent: only the first report about a connected sender records LinkedInAccountDisconnected on its stream. */
@CommandHandler(RecordAccountDisconnectedCommand)
export class RecordAccountDisconnectedHandler implements ICommandHandler<RecordAccountDisconnectedCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    userId,
    accountId,
    reason,
    metadata,
  }: RecordAccountDisconnectedCommand): Promise<AccountDisconnectedOutcome> {
    const command = { type: 'RecordAccountDisconnected' as const, data: { accountId, reason, now: this.clock.now() } };
    const result = await handleSenderCommand(this.store, userId, accountId, command, metadata);
    return { result, state: await loadSender(this.store, userId, accountId) };
  }
}
