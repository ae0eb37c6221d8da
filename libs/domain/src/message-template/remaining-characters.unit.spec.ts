import { remainingCharacters } from './remaining-characters';

describe('remaining-characters counter', () => {
  it('starts at the kind max length', () => {
    expect(remainingCharacters('', 'connection-note')).toBe(300);
    expect(remainingCharacters(undefined, 'message')).toBe(5000);
    expect(remainingCharacters(null, 'connection-note')).toBe(300);
  });

  it('is max minus what is typed, placeholders counted as typed', () => {
    expect(remainingCharacters('Hi {{firstName}}', 'connection-note')).toBe(300 - 16);
    expect(remainingCharacters('Hello', 'message')).toBe(4995);
  });

  it('reaches zero at the limit and goes negative beyond it', () => {
    expect(remainingCharacters('a'.repeat(300), 'connection-note')).toBe(0);
    expect(remainingCharacters('a'.repeat(310), 'connection-note')).toBe(-10);
    expect(remainingCharacters('a'.repeat(5001), 'message')).toBe(-1);
  });
});
