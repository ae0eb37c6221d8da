import { CommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { DeletePromptCommand } from './delete-prompt.command';

/** Deleting removes the prompt from the library; its events stay. */
@CommandHandler(DeletePromptCommand)
export class DeletePromptHandler extends deciderCommandHandler(promptsDecider)(
  ({ userId, promptId, metadata }: DeletePromptCommand, now) => ({
    stream: promptsStream(userId),
    command: { type: 'DeletePrompt', data: { promptId, now } },
    metadata,
  }),
) {}
