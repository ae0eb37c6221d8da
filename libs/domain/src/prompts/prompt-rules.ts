import { DomainError } from '../errors';
import type { PromptInput } from './prompt-commands';
import type { PromptFields } from './prompt-events';
import { REFUSAL_WORDS } from '../refusal-words';

export const MAX_PROMPT_NAME_LENGTH = 100;
export const MAX_PROMPT_CONTENT_LENGTH = 5000;
export const MAX_PROMPT_CATEGORY_LENGTH = 100;

/**
 * The rules of a saved prompt: a non-blank name (spec 02 §5 "Saving needs a non-blank name"), non-blank
 * instructions, an optional category. Name and category are trimmed; the instructions are kept as typed.
 */
export function promptFields(input: PromptInput): PromptFields {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw new DomainError(REFUSAL_WORDS.promptName, 'INVALID_PROMPT', 'name');
  if (name.length > MAX_PROMPT_NAME_LENGTH) {
    throw new DomainError(REFUSAL_WORDS.promptNameTooLong(MAX_PROMPT_NAME_LENGTH), 'INVALID_PROMPT', 'name');
  }
  const content = typeof input.content === 'string' ? input.content : '';
  if (content.trim() === '') throw new DomainError(REFUSAL_WORDS.promptText, 'INVALID_PROMPT', 'content');
  if (content.length > MAX_PROMPT_CONTENT_LENGTH) {
    throw new DomainError(REFUSAL_WORDS.promptTextTooLong(MAX_PROMPT_CONTENT_LENGTH), 'INVALID_PROMPT', 'content');
  }
  const category = typeof input.category === 'string' && input.category.trim() !== '' ? input.category.trim() : null;
  if (category !== null && category.length > MAX_PROMPT_CATEGORY_LENGTH) {
    throw new DomainError(
      REFUSAL_WORDS.promptCategoryTooLong(MAX_PROMPT_CATEGORY_LENGTH),
      'INVALID_PROMPT',
      'category',
    );
  }
  return { name, content, category };
}
