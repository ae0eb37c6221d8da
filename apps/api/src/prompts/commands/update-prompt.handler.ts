import { CommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { UpdatePromptCommand } from './update-prompt.command';

/** Only the user's own stream is read: another user's prompt id is simply not found there. */
@CommandHandler(UpdatePromptCommand)
export class UpdatePromptHandler extends deciderCommandHandler(promptsDecider)(
  ({ userId, promptId, input, metadata }: UpdatePromptCommand, now) => ({
    stream: promptsStream(userId),
    command: {
      type: 'UpdatePrompt',
      data: { promptId, name: input.name, content: input.content, category: input.category, now },
    },
    metadata,
  }),
) {}
