import type { DomainEvent } from '../events/event';
import { PROMPT_EVENT_TYPES, type PromptEvent, type PromptFields } from './prompt-events';

export interface SavedPromptState extends PromptFields {
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A user's prompts by id; a deleted id stays known (as null) so it is never reused. */
export interface PromptsState {
  readonly prompts: ReadonlyMap<string, SavedPromptState | null>;
}

export const initialPromptsState = (): PromptsState => ({ prompts: new Map() });

const OWN: ReadonlySet<string> = new Set(PROMPT_EVENT_TYPES);

export function evolvePrompts(state: PromptsState, event: DomainEvent): PromptsState {
  if (!OWN.has(event.type)) return state;
  const e = event as PromptEvent;
  const prompts = new Map(state.prompts);
  switch (e.type) {
    case 'PromptSaved': {
      const { name, content, category, occurredAt: savedAt } = e.data;
      prompts.set(e.data.promptId, { name, content, category, createdAt: savedAt, updatedAt: savedAt });
      break;
    }
    case 'PromptUpdated': {
      const current = prompts.get(e.data.promptId);
      if (!current) return state;
      const { name, content, category, occurredAt: updatedAt } = e.data;
      prompts.set(e.data.promptId, { ...current, name, content, category, updatedAt });
      break;
    }
    case 'PromptDeleted':
      prompts.set(e.data.promptId, null);
      break;
  }
  return { prompts };
}
