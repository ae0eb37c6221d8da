/** How much of a node's note and URL the canvas shows (spec §9). */
export const NOTE_PREVIEW_LENGTH = 25;
export const URL_PREVIEW_LENGTH = 20;

/** One character, so the cut text plus the mark stays short on a narrow node. */
export const PREVIEW_ELLIPSIS = '…';

/**
 * The first `length` characters, then '…' only when something was cut. Counts code points so an
 * emoji is never split in half; trailing spaces before the mark are dropped ("Hi …" → "Hi…").
 */
function cut(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return chars.slice(0, length).join('').trimEnd() + PREVIEW_ELLIPSIS;
}

/** A note on one line: line breaks and runs of spaces become one space, since a node has one line for it. */
export function notePreview(note: string | null | undefined): string {
  return cut((note ?? '').replace(/\s+/g, ' ').trim(), NOTE_PREVIEW_LENGTH);
}

/**
 * A URL without its scheme and `www.`: in 20 characters "https://www.linkedin" says nothing,
 * "linkedin.com/in/jan…" says whose profile it is. A placeholder like `{{profileUrl}}` shows as is.
 */
export function urlPreview(url: string | null | undefined): string {
  return cut(
    (url ?? '')
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, ''),
    URL_PREVIEW_LENGTH,
  );
}
