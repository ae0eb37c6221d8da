import { MessageKind } from './message-kind';

/** The action editor's texts, word for word from spec §5. */
export const MESSAGE_REQUIRED_TOAST = "Make sure all 'Message' actions contain text";
export const AI_INSTRUCTIONS_REQUIRED_TOAST = 'Please provide instructions for the AI';
export const FIELD_REQUIRED_HINT = 'The field is required';
export const AI_INSTRUCTIONS_REQUIRED_HINT = 'AI instructions are required';

export interface MessageActionInput {
  readonly kind: MessageKind;
  readonly isAI: boolean;
  readonly message?: string | null;
  readonly aiPrompt?: string | null;
}

export interface MessageActionValidation {
  readonly valid: boolean;
  /** The toast shown when Save is pressed; null when the action saves. */
  readonly toast: string | null;
  /** Inline hints under the field they belong to. */
  readonly hints: { readonly message?: string; readonly aiPrompt?: string };
}

/** Whitespace alone is no text: it would send an empty message or give the AI nothing to go on. */
function isBlank(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

/**
 * Whether the action editor may save (spec §5). AI mode needs instructions (the plain text is
 * cleared there, so it is not checked); non-AI mode needs a message, except a connection note,
 * which may be empty because an invitation can go without one. The alternative tab is optional.
 */
export function validateMessageAction(input: MessageActionInput): MessageActionValidation {
  if (input.isAI) {
    if (!isBlank(input.aiPrompt)) return { valid: true, toast: null, hints: {} };
    return { valid: false, toast: AI_INSTRUCTIONS_REQUIRED_TOAST, hints: { aiPrompt: AI_INSTRUCTIONS_REQUIRED_HINT } };
  }
  if (input.kind === 'connection-note' || !isBlank(input.message)) return { valid: true, toast: null, hints: {} };
  return { valid: false, toast: MESSAGE_REQUIRED_TOAST, hints: { message: FIELD_REQUIRED_HINT } };
}
