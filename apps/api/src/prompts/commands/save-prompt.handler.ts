import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promptsDecider, promptsStream, type Clock } from '@outflow/domain';
import { handleCommand, type AppendResult, type EventStore } from '@outflow/event-store';
import { randomUUID } from 'node:crypto';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { SavePromptCommand } from './save-prompt.command';

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
