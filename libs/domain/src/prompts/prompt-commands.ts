import type { Command } from '../events/event';

/** What the user typed; the decider trims and checks it. `category` may be absent, null or blank. */
export interface PromptInput {
  readonly name: string;
  readonly content: string;
  readonly category?: string | null;
}

/** The API chooses the new prompt's id. */
export type SavePrompt = Command<'SavePrompt', PromptInput & { promptId: string; now: Date }>;
export type UpdatePrompt = Command<'UpdatePrompt', PromptInput & { promptId: string; now: Date }>;
export type DeletePrompt = Command<'DeletePrompt', { promptId: string; now: Date }>;

export type PromptCommand = SavePrompt | UpdatePrompt | DeletePrompt;
