import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * Saved AI prompts (spec 02 §3 Prompt, §5 Prompt library) live on one stream per user
 * (`promptsStream(userId)`). Dates are ISO strings; `category` is null when none was given.
 */
export interface PromptFields {
  readonly name: string;
  readonly content: string;
  readonly category: string | null;
}

export type PromptSaved = DomainEvent<'PromptSaved', PromptFields & { promptId: string; occurredAt: string }>;
export type PromptUpdated = DomainEvent<'PromptUpdated', PromptFields & { promptId: string; occurredAt: string }>;
export type PromptDeleted = DomainEvent<'PromptDeleted', { promptId: string; occurredAt: string }>;

export type PromptEvent = PromptSaved | PromptUpdated | PromptDeleted;

export const PROMPT_EVENT_TYPES = eventTypesOf({
  PromptSaved: true,
  PromptUpdated: true,
  PromptDeleted: true,
} satisfies Record<PromptEvent['type'], true>);
