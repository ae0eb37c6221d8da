import { MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT } from '@outflow/domain';

/** Spec 01 §5: the prompt page's character limit defaults to 300. */
export const PROMPT_PAGE_DEFAULT_CHAR_LIMIT = 300;

/** Spec 01 §8 "AI" and §5 prompt page texts, word for word. */
export const PROMPT_PAGE_MESSAGES = {
  urlRequired: 'Please enter a LinkedIn profile URL',
  fetchFailed: 'Failed to fetch profile. Please check the URL and try again.',
  profileDataFailed: 'Failed to fetch profile data',
  generateFailed: 'Failed to generate AI message. Please try again later.',
  generateRefused: 'Failed to generate AI message',
} as const;

/** The typed character limit as a number, or null when it is not a whole number from 100 to 2000. */
export function parseCharacterLimit(typed: string): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const value = Number(typed);
  return value >= MIN_AI_CHAR_LIMIT && value <= MAX_AI_CHAR_LIMIT ? value : null;
}

/** What the prompt page lets the user do with what is typed so far. */
export function promptPageState(input: { hasProfile: boolean; aiPrompt: string; characterLimit: string }) {
  const promptBlank = input.aiPrompt.trim() === '';
  const limit = parseCharacterLimit(input.characterLimit);
  return {
    canSaveOrCopyPrompt: !promptBlank,
    limit,
    canGenerate: input.hasProfile && !promptBlank && limit !== null,
  };
}
