import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linkedInAccountDecider, userStream, type Clock, type LinkedInAccountEvent, type LinkedInAccountState } from '@outflow/domain';
import { handleCommand, loadState, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { RecordAccountDisconnectedCommand } from './record-account-disconnected.command';

export interface AccountDisconnectedOutcome {
  readonly result: HandleCommandResult<LinkedInAccountEvent>;
  /** The account as the user's stream has it afterwards (the read model may not have it yet). */
  readonly state: LinkedInAccountState;
}

/** Idempotent: only the first report about the current, connected account records LinkedInAccountDisconnected. */
@CommandHandler(RecordAccountDisconnectedCommand)
export class RecordAccountDisconnectedHandler implements ICommandHandler<RecordAccountDisconnectedCommand, AccountDisconnectedOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, accountId, reason, metadata }: RecordAccountDisconnectedCommand): Promise<AccountDisconnectedOutcome> {
    const stream = userStream(userId);
    const command = { type: 'RecordAccountDisconnected' as const, data: { accountId, reason, now: this.clock.now() } };
    const result = await handleCommand(this.store, stream, linkedInAccountDecider, command, metadata);
    const { state } = await loadState(this.store, stream, linkedInAccountDecider);
    return { result, state };
  }
}
