import { Command, CommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type EventMetadata, type PromptEvent } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';
import type { PromptDto } from '../dto/prompt.dto';

export class UpdatePromptCommand extends Command<HandleCommandResult<PromptEvent>> {
  constructor(
    readonly userId: string,
    readonly promptId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

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
