import {
  AI_INSTRUCTIONS_REQUIRED_HINT,
  AI_INSTRUCTIONS_REQUIRED_TOAST,
  FIELD_REQUIRED_HINT,
  MESSAGE_REQUIRED_TOAST,
  validateMessageAction,
} from './message-validation';

describe('action editor validation', () => {
  it('uses the spec texts word for word (spec §5)', () => {
    expect(MESSAGE_REQUIRED_TOAST).toBe("Make sure all 'Message' actions contain text");
    expect(AI_INSTRUCTIONS_REQUIRED_TOAST).toBe('Please provide instructions for the AI');
    expect(FIELD_REQUIRED_HINT).toBe('The field is required');
    expect(AI_INSTRUCTIONS_REQUIRED_HINT).toBe('AI instructions are required');
  });

  describe('non-AI send message', () => {
    it.each([undefined, null, '', '  \n\t'])('with message %p does not save', (message) => {
      expect(validateMessageAction({ kind: 'message', isAI: false, message })).toEqual({
        valid: false,
        toast: "Make sure all 'Message' actions contain text",
        hints: { message: 'The field is required' },
      });
    });

    it('saves with text, whatever the AI instructions', () => {
      expect(
        validateMessageAction({ kind: 'message', isAI: false, message: 'Hi {{firstName}}', aiPrompt: '' }),
      ).toEqual({ valid: true, toast: null, hints: {} });
    });
  });

  describe('non-AI connection note', () => {
    it.each([undefined, '', '   '])('saves with note %p, since a note may be empty', (message) => {
      expect(validateMessageAction({ kind: 'connection-note', isAI: false, message })).toEqual({
        valid: true,
        toast: null,
        hints: {},
      });
    });

    it('saves with a note', () => {
      expect(validateMessageAction({ kind: 'connection-note', isAI: false, message: 'Hi' }).valid).toBe(true);
    });
  });

  describe.each(['message', 'connection-note'] as const)('AI mode, %s', (kind) => {
    it.each([undefined, null, '', ' \n '])('with instructions %p does not save', (aiPrompt) => {
      expect(validateMessageAction({ kind, isAI: true, aiPrompt, message: 'Some text' })).toEqual({
        valid: false,
        toast: 'Please provide instructions for the AI',
        hints: { aiPrompt: 'AI instructions are required' },
      });
    });

    it('saves with instructions and no message, as the plain text is cleared in AI mode', () => {
      expect(validateMessageAction({ kind, isAI: true, aiPrompt: 'Write a short intro', message: '' })).toEqual({
        valid: true,
        toast: null,
        hints: {},
      });
    });
  });
});
