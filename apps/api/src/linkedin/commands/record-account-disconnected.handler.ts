import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linkedInAccountDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, loadState, type EventStore } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import {
  type AccountDisconnectedOutcome,
  RecordAccountDisconnectedCommand,
} from './record-account-disconnected.command';

/** Idempotent: only the first report about the current, connected account records LinkedInAccountDisconnected. */
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
    const stream = userStream(userId);
    const command = { type: 'RecordAccountDisconnected' as const, data: { accountId, reason, now: this.clock.now() } };
    const result = await handleCommand(this.store, stream, linkedInAccountDecider, command, metadata);
    const { state } = await loadState(this.store, stream, linkedInAccountDecider);
    return { result, state };
  }
}
