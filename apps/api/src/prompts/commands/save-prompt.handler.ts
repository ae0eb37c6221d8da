import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type Clock, type EventMetadata } from '@outflow/domain';
import { handleCommand, type AppendResult, type EventStore } from '@outflow/event-store';
import { randomUUID } from 'node:crypto';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import type { PromptDto } from '../dto/prompt.dto';

export class SavePromptCommand extends Command<{ promptId: string; appended?: AppendResult }> {
  constructor(
    readonly userId: string,
    readonly input: PromptDto,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Appends PromptSaved under a new id on the user's prompts stream. */
@CommandHandler(SavePromptCommand)
export class SavePromptHandler implements ICommandHandler<SavePromptCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    userId,
    input,
    metadata,
  }: SavePromptCommand): Promise<{ promptId: string; appended?: AppendResult }> {
    const promptId = randomUUID();
    const { appended } = await handleCommand(
      this.store,
      promptsStream(userId),
      promptsDecider,
      {
        type: 'SavePrompt',
        data: { promptId, name: input.name, content: input.content, category: input.category, now: this.clock.now() },
      },
      metadata,
    );
    return { promptId, appended };
  }
}
