import { evolveByType } from '../decider';
import type { PromptEvent, PromptFields } from './prompt-events';

export interface SavedPromptState extends PromptFields {
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A user's prompts by id; a deleted id stays known (as null) so it is never reused. */
export interface PromptsState {
  readonly prompts: ReadonlyMap<string, SavedPromptState | null>;
}

export const initialPromptsState = (): PromptsState => ({ prompts: new Map() });

const withPrompt = (state: PromptsState, promptId: string, prompt: SavedPromptState | null): PromptsState => ({
  prompts: new Map(state.prompts).set(promptId, prompt),
});

export const evolvePrompts = evolveByType<PromptsState, PromptEvent>({
  PromptSaved: (state, { data }) => {
    const { name, content, category, occurredAt: savedAt } = data;
    return withPrompt(state, data.promptId, { name, content, category, createdAt: savedAt, updatedAt: savedAt });
  },
  PromptUpdated: (state, { data }) => {
    const current = state.prompts.get(data.promptId);
    if (!current) return state;
    const { name, content, category, occurredAt: updatedAt } = data;
    return withPrompt(state, data.promptId, { ...current, name, content, category, updatedAt });
  },
  PromptDeleted: (state, { data }) => withPrompt(state, data.promptId, null),
});
