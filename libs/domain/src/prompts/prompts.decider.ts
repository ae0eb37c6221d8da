import type { Decider } from '../decider';
import { DomainError } from '../errors';
import type { PromptCommand } from './prompt-commands';
import type { PromptEvent } from './prompt-events';
import { promptFields } from './prompt-rules';
import { evolvePrompts, initialPromptsState, type PromptsState, type SavedPromptState } from './prompt-state';

/** Unknown, deleted and other users' prompts (they are not on this user's stream) all answer the same. */
function existing(state: PromptsState, promptId: string): SavedPromptState {
  const prompt = state.prompts.get(promptId);
  if (!prompt) throw new DomainError('Prompt not found', 'NOT_FOUND', 'id');
  return prompt;
}

function decidePrompts(command: PromptCommand, state: PromptsState): PromptEvent[] {
  switch (command.type) {
    case 'SavePrompt': {
      const fields = promptFields(command.data);
      if (state.prompts.has(command.data.promptId))
        throw new DomainError('Prompt already exists', 'PROMPT_EXISTS', 'id');
      return [
        {
          type: 'PromptSaved',
          data: { promptId: command.data.promptId, ...fields, occurredAt: command.data.now.toISOString() },
        },
      ];
    }
    case 'UpdatePrompt': {
      const current = existing(state, command.data.promptId);
      const fields = promptFields(command.data);
      // Saving the same text again changes nothing, so it records nothing.
      if (current.name === fields.name && current.content === fields.content && current.category === fields.category)
        return [];
      return [
        {
          type: 'PromptUpdated',
          data: { promptId: command.data.promptId, ...fields, occurredAt: command.data.now.toISOString() },
        },
      ];
    }
    case 'DeletePrompt':
      existing(state, command.data.promptId);
      return [
        {
          type: 'PromptDeleted',
          data: { promptId: command.data.promptId, occurredAt: command.data.now.toISOString() },
        },
      ];
  }
}

export const promptsDecider: Decider<PromptsState, PromptCommand, PromptEvent> = {
  initialState: initialPromptsState,
  decide: decidePrompts,
  evolve: evolvePrompts,
};
