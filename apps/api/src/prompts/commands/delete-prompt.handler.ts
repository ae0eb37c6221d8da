import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { DeletePromptCommand } from './delete-prompt.command';

/** Deleting removes the prompt from the library; its events stay. */
@CommandHandler(DeletePromptCommand)
export class DeletePromptHandler implements ICommandHandler<DeletePromptCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, promptId, metadata }: DeletePromptCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      promptsStream(userId),
      promptsDecider,
      { type: 'DeletePrompt', data: { promptId, now: this.clock.now() } },
      metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
