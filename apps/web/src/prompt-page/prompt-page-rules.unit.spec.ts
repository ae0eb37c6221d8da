import { parseCharacterLimit, promptPageState } from './prompt-page-rules';

describe('the prompt page rules (spec 01 §5)', () => {
  it.each([
    ['300', 300],
    ['100', 100],
    ['2000', 2000],
    ['99', null],
    ['2001', null],
    ['', null],
    ['12.5', null],
    ['abc', null],
  ])('reads the character limit %p as %p', (typed, expected) => {
    expect(parseCharacterLimit(typed)).toBe(expected);
  });

  it('keeps Generate disabled until a profile was fetched, and while the prompt is blank or the limit invalid', () => {
    expect(promptPageState({ hasProfile: false, aiPrompt: 'Say hi', characterLimit: '300' }).canGenerate).toBe(false);
    expect(promptPageState({ hasProfile: true, aiPrompt: '  ', characterLimit: '300' }).canGenerate).toBe(false);
    expect(promptPageState({ hasProfile: true, aiPrompt: 'Say hi', characterLimit: '50' }).canGenerate).toBe(false);
    expect(promptPageState({ hasProfile: true, aiPrompt: 'Say hi', characterLimit: '300' })).toEqual({
      canSaveOrCopyPrompt: true,
      limit: 300,
      canGenerate: true,
    });
  });

  it('disables Save and Copy Prompt while the prompt is blank', () => {
    expect(promptPageState({ hasProfile: true, aiPrompt: ' \n', characterLimit: '300' }).canSaveOrCopyPrompt).toBe(
      false,
    );
  });
});
