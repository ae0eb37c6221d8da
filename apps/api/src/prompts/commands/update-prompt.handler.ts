import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { UpdatePromptCommand } from './update-prompt.command';

/** Only the user's own stream is read: another user's prompt id is simply not found there. */
@CommandHandler(UpdatePromptCommand)
export class UpdatePromptHandler implements ICommandHandler<UpdatePromptCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, promptId, input, metadata }: UpdatePromptCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      promptsStream(userId),
      promptsDecider,
      { type: 'UpdatePrompt', data: { promptId, name: input.name, content: input.content, category: input.category, now: this.clock.now() } },
      metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
