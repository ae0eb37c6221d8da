import { aiCharLimit, messageKindOf, primaryTextKey, validateActionDraft } from './action-draft';

describe('the action editor draft', () => {
  it('edits the note of an invitation and the message of a message', () => {
    expect([messageKindOf('send-connection'), messageKindOf('send-message'), messageKindOf('view-profile')]).toEqual(['connection-note', 'message', null]);
    expect([primaryTextKey('connection-note'), primaryTextKey('message')]).toEqual(['note', 'message']);
  });

  it.each([
    ['250', 'message', 250],
    ['50', 'message', 100],
    ['9000', 'connection-note', 2000],
    ['', 'message', 500],
    ['abc', 'connection-note', 300],
    [undefined, 'connection-note', 300],
  ] as const)('reads a character limit of %p for a %s as %p', (typed, kind, limit) => {
    expect(aiCharLimit(typed, kind)).toBe(limit);
  });

  it('given an empty message, then save is refused with the spec toast and hint', () => {
    expect(validateActionDraft('message', { message: '  ', isAI: false })).toEqual({
      valid: false,
      toast: "Make sure all 'Message' actions contain text",
      hints: { message: 'The field is required' },
    });
  });

  it('given an empty connection note, then it saves: an invitation may go without one', () => {
    expect(validateActionDraft('connection-note', { note: '', isAI: false }).valid).toBe(true);
  });

  it('given AI mode without instructions, then save is refused', () => {
    expect(validateActionDraft('connection-note', { isAI: true, aiPrompt: '' })).toMatchObject({ valid: false, toast: 'Please provide instructions for the AI' });
    expect(validateActionDraft('message', { isAI: true, aiPrompt: 'Be brief', message: '' }).valid).toBe(true);
  });
});
