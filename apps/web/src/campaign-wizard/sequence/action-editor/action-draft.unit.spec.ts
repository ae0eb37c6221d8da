import { aiCharLimit, messageKindOf, primaryTextKey, validateActionDraft } from './action-draft';

describe('the action editor draft', () => {
  it('edits the note of an invitation and the message of a message', () => {
    expect([messageKindOf('send-connection'), messageKindOf('send-message'), messageKindOf('view-profile')]).toEqual([
      'connection-note',
      'message',
      null,
    ]);
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
    expect(validateActionDraft('connection-note', { isAI: true, aiPrompt: '' })).toMatchObject({
      valid: false,
      toast: 'Please provide instructions for the AI',
    });
    expect(validateActionDraft('message', { isAI: true, aiPrompt: 'Be brief', message: '' }).valid).toBe(true);
  });

  it('given a placeholder no lead can fill, in either tab, then save is refused saying which and what was meant', () => {
    expect(validateActionDraft('connection-note', { note: 'Hi {{first_name}}', isAI: false })).toEqual({
      valid: false,
      toast: '{{first_name}} is not a placeholder Outflow can fill: did you mean {{firstName}}?',
      hints: { message: '{{first_name}} is not a placeholder Outflow can fill: did you mean {{firstName}}?' },
    });
    expect(
      validateActionDraft('message', { message: 'Hi {{firstName}}', alternativeMessage: 'Hi {{nme', isAI: false }),
    ).toMatchObject({ valid: false, hints: {} });
    expect(validateActionDraft('message', { message: 'Hi {{ FirstName }}', isAI: false }).valid).toBe(true);
  });

  it('given A/B variants, then they are checked as the server checks them, and never on an AI-written step', () => {
    const variants = [
      { id: 'a', name: 'A', text: 'Hi {{firstName}}' },
      { id: 'b', name: 'B', text: '' },
    ];
    expect(validateActionDraft('connection-note', { note: 'Hi', variants }).valid).toBe(true);
    expect(validateActionDraft('message', { message: 'Hi', variants })).toMatchObject({
      valid: false,
      toast: 'Variants[1].text must not be empty',
    });
    expect(validateActionDraft('message', { message: 'Hi', variants: [variants[0]] })).toMatchObject({
      valid: false,
      toast: 'Variants must hold 2 to 4 variants',
    });
    expect(validateActionDraft('message', { isAI: true, aiPrompt: 'Be brief', variants })).toMatchObject({
      valid: false,
      toast: 'An AI-written step cannot be A/B tested: turn the A/B test off',
    });
  });
});
