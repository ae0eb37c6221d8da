import { boundedProviderText, storableText, storableTextProblem, truncateText } from './input-bounds';

describe('input bounds', () => {
  it('finds what Postgres cannot store: NUL and half of a surrogate pair', () => {
    expect(storableTextProblem('plain, accents é and emoji 😀')).toBeNull();
    expect(storableTextProblem('a\u0000b')).toBe('NUL character');
    expect(storableTextProblem('high \ud83d alone')).toBe('lone surrogate');
    expect(storableTextProblem('low \ude00 alone')).toBe('lone surrogate');
    expect(storableTextProblem('ends high \ud83d')).toBe('lone surrogate');
  });

  it('makes a provider string storable: NUL removed, a lone surrogate replaced, pairs kept', () => {
    expect(storableText('a\u0000b \ud83d c 😀')).toBe('ab \ufffd c 😀');
  });

  it('cuts at the bound without splitting a surrogate pair', () => {
    expect(truncateText('abcdef', 4)).toBe('abcd');
    expect(truncateText('abc😀', 4)).toBe('abc');
    expect(truncateText('short', 10)).toBe('short');
    expect(boundedProviderText('x\u0000'.repeat(10), 5)).toBe('xxxxx');
  });
});
