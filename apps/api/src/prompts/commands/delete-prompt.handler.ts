import { Command, CommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type EventMetadata, type PromptEvent } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class DeletePromptCommand extends Command<HandleCommandResult<PromptEvent>> {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Deleting removes the prompt from the library; its events stay. */
@CommandHandler(DeletePromptCommand)
export class DeletePromptHandler extends deciderCommandHandler(promptsDecider)(
  ({ userId, promptId, metadata }: DeletePromptCommand, now) => ({
    stream: promptsStream(userId),
    command: { type: 'DeletePrompt', data: { promptId, now } },
    metadata,
  }),
) {}
