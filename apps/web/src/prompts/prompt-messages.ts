/** Spec 02 §8 "Prompts": the toasts of the prompt library, word for word. */
export const PROMPT_MESSAGES = {
  loadUnauthorized: 'Your session may have expired. Please refresh the page or log in again.',
  unauthorized: 'Authentication required. Please refresh the page or log in again.',
  saved: 'Prompt saved successfully',
  updated: 'Prompt updated successfully',
  deleted: 'Prompt deleted successfully',
  saveFailed: 'Failed to save prompt. Please try again later.',
  updateFailed: 'Failed to update prompt. Please try again later.',
  deleteFailed: 'Failed to delete prompt. Please try again later.',
  promptCopied: 'Prompt copied to clipboard',
  messageCopied: 'Message copied to clipboard',
} as const;

/** A 401 gets the session hint; any other failure the operation's own message. */
export function promptFailureMessage(status: number | undefined, failure: string): string {
  return status === 401 ? PROMPT_MESSAGES.unauthorized : failure;
}
