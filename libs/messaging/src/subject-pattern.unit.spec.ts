import { assertValidSubject, patternsOverlap, subjectMatches } from './subject-pattern';

describe('subject patterns', () => {
  it.each([
    ['a.b', 'a.b', true],
    ['a.*', 'a.b', true],
    ['a.*', 'a.b.c', false],
    ['a.>', 'a.b.c', true],
    ['a.>', 'a', false],
    ['*.b.>', 'x.b.y', true],
    ['a.b', 'a.c', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });

  it.each([
    ['a.>', 'a.b', true],
    ['a.>', 'a', false],
    ['a.*', 'a.b.c', false],
    ['a.*.c', 'a.b.*', true],
    ['a.b', 'a.c', false],
    ['>', 'x.y', true],
  ])('%s overlaps %s: %s', (a, b, expected) => {
    expect(patternsOverlap(a, b)).toBe(expected);
    expect(patternsOverlap(b, a)).toBe(expected);
  });

  it('rejects empty tokens, inner `>` and wildcards where a plain subject is needed', () => {
    expect(() => assertValidSubject('a..b', true)).toThrow();
    expect(() => assertValidSubject('a.>.b', true)).toThrow();
    expect(() => assertValidSubject('a.*', false)).toThrow();
    expect(() => assertValidSubject('a.b*', true)).toThrow();
    expect(() => assertValidSubject('a.*.>', true)).not.toThrow();
  });
});
