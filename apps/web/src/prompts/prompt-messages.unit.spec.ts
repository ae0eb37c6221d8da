import { PROMPT_MESSAGES, promptFailureMessage } from './prompt-messages';

describe('prompt failure messages', () => {
  it('answers the session hint on 401 and the operation failure otherwise', () => {
    expect(promptFailureMessage(401, PROMPT_MESSAGES.saveFailed)).toBe(
      'Authentication required. Please refresh the page or log in again.',
    );
    expect(promptFailureMessage(500, PROMPT_MESSAGES.deleteFailed)).toBe(
      'Failed to delete prompt. Please try again later.',
    );
    expect(promptFailureMessage(undefined, PROMPT_MESSAGES.updateFailed)).toBe(
      'Failed to update prompt. Please try again later.',
    );
  });
});
