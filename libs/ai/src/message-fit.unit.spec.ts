import { characterBudget, fitToLimit, stripPlaceholders, tidyText } from './message-fit';

describe('characterBudget', () => {
  it('is the requested limit, capped by LinkedIn: 300 for a connection note, 5000 for a message', () => {
    expect(characterBudget('message', 500)).toBe(500);
    expect(characterBudget('connection-note', 250)).toBe(250);
    expect(characterBudget('connection-note', 2000)).toBe(300);
    expect(characterBudget('message', 9000)).toBe(5000);
    expect(characterBudget('message', 120.7)).toBe(120);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a limit of %p', (limit) => {
    expect(() => characterBudget('message', limit)).toThrow(RangeError);
  });
});

describe('stripPlaceholders and tidyText', () => {
  it('removes whole placeholders and any stray double brace', () => {
    expect(stripPlaceholders('Hi {{firstName}}, see {{ you')).toBe('Hi, see { you');
    expect(stripPlaceholders('{{{{x')).not.toContain('{{');
    expect(tidyText('  Hi {{firstName}} there,\r\n\r\n\r\n\nBye  now ')).toBe('Hi there,\n\nBye now');
  });
});

describe('fitToLimit', () => {
  const text = 'Hi Anna, I liked your talk on pricing. Would you be open to a short call next week? Best, Bob';

  it('leaves a text that fits alone (tidied)', () => {
    expect(fitToLimit(` ${text} `, 200)).toBe(text);
    expect(fitToLimit(text, text.length)).toBe(text);
  });

  it('cuts after the last whole sentence that fits', () => {
    const limit = text.indexOf('?') + 3;
    expect(fitToLimit(text, limit)).toBe(
      'Hi Anna, I liked your talk on pricing. Would you be open to a short call next week?',
    );
  });

  it('cuts at a word boundary with an ellipsis when the only sentence end would lose more than half', () => {
    const cut = fitToLimit(text, 30);
    expect(cut).toBe('Hi Anna, I liked your talk on…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(fitToLimit('She said "yes." Then we talked for a very long time about everything.', 20)).toBe(
      'She said "yes."',
    );
  });

  it('hard-cuts one endless word, never inside an emoji', () => {
    expect(fitToLimit('x'.repeat(50), 10)).toBe('x'.repeat(10));
    const emoji = `${'a'.repeat(9)}😀bbb`;
    expect(fitToLimit(emoji, 10)).toBe('a'.repeat(9));
  });

  it('never exceeds the limit and never leaves a double brace, for any limit', () => {
    const long = `Hello {{firstName}}! ${'This is a sentence with several words in it. '.repeat(60)}`;
    for (let limit = 1; limit <= 2100; limit += 7) {
      const out = fitToLimit(long, limit);
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out).not.toContain('{{');
      expect(out.length).toBeGreaterThan(0);
    }
  });
});
