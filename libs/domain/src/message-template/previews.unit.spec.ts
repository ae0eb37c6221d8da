import { NOTE_PREVIEW_LENGTH, notePreview, PREVIEW_ELLIPSIS, URL_PREVIEW_LENGTH, urlPreview } from './previews';

describe('canvas previews', () => {
  it('show 25 characters of a note and 20 of a URL (spec §9)', () => {
    expect([NOTE_PREVIEW_LENGTH, URL_PREVIEW_LENGTH, PREVIEW_ELLIPSIS]).toEqual([25, 20, '…']);
  });

  describe('note preview', () => {
    it('shows a note of up to 25 characters whole', () => {
      expect(notePreview('a'.repeat(25))).toBe('a'.repeat(25));
      expect(notePreview('Hi {{firstName}}')).toBe('Hi {{firstName}}');
    });

    it('cuts a longer note at 25 characters and marks the cut', () => {
      expect(notePreview('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
      expect(notePreview('Hi {{firstName}}, great to connect!')).toBe('Hi {{firstName}}, great t…');
    });

    it('puts the note on one line and trims it', () => {
      expect(notePreview('  Hi Jan,\n\nnice   to meet  ')).toBe('Hi Jan, nice to meet');
    });

    it('drops spaces just before the mark', () => {
      expect(notePreview(`${'a'.repeat(24)} bcd`)).toBe(`${'a'.repeat(24)}…`);
    });

    it('never splits an emoji', () => {
      expect(notePreview(`${'a'.repeat(24)}👋👋`)).toBe(`${'a'.repeat(24)}👋…`);
      expect(notePreview('👋'.repeat(25))).toBe('👋'.repeat(25));
    });

    it.each([undefined, null, '', '   '])('is empty for %p', (note) => {
      expect(notePreview(note)).toBe('');
    });
  });

  describe('URL preview', () => {
    it('drops the scheme and www. before cutting at 20 characters', () => {
      expect(urlPreview('https://www.linkedin.com/in/jan-kowalski/')).toBe('linkedin.com/in/jan-…');
      expect(urlPreview('HTTP://WWW.linkedin.com/in/a/')).toBe('linkedin.com/in/a/');
      expect(urlPreview('linkedin.com/feed/update/urn:li:activity:1')).toBe('linkedin.com/feed/up…');
    });

    it('shows a URL of up to 20 characters whole', () => {
      expect(urlPreview('https://x.com/in/abcdefgh')).toBe('x.com/in/abcdefgh');
      expect(urlPreview(' https://ab.co/12345678901234 ')).toBe('ab.co/12345678901234');
    });

    it('shows the profile URL placeholder as is', () => {
      expect(urlPreview('{{profileUrl}}')).toBe('{{profileUrl}}');
    });

    it.each([undefined, null, ''])('is empty for %p', (url) => {
      expect(urlPreview(url)).toBe('');
    });
  });
});
