import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock, EventMetadata, LinkedInAccountEvent } from '@outflow/domain';
import type { EventStore, HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { handleSenderCommand } from '../sender-stream';

/**
 * The provider reports the account's session working: a disconnected account is connected again
 * (LinkedInAccountConnected as a reconnection); an account already connected records nothing.
 */
export class RecordAccountConnectedCommand extends Command<HandleCommandResult<LinkedInAccountEvent>> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RecordAccountConnectedCommand)
export class RecordAccountConnectedHandler implements ICommandHandler<RecordAccountConnectedCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    userId,
    accountId,
    metadata,
  }: RecordAccountConnectedCommand): Promise<HandleCommandResult<LinkedInAccountEvent>> {
    const command = {
      type: 'ConnectLinkedInAccount' as const,
      data: { accountId, ownerId: userId, now: this.clock.now() },
    };
    return handleSenderCommand(this.store, userId, accountId, command, metadata);
  }
}
