import { maxMessageLength, type MessageKind } from '@outflow/domain';

/**
 * How many characters a written text may have: the requested limit, never above LinkedIn's max for
 * the kind (300 for a connection note, 5000 for a message). Lengths count UTF-16 code units, as
 * the browser's textarea and the runner do (`messageLength` in the domain).
 */
export function characterBudget(kind: MessageKind, characterLimit: number): number {
  if (!Number.isFinite(characterLimit) || characterLimit < 1)
    throw new RangeError(`characterLimit must be a positive number, got ${characterLimit}`);
  return Math.min(Math.floor(characterLimit), maxMessageLength(kind));
}

/**
 * Removes template placeholders: a written text is sent as is, and `{{...}}` would read as a
 * variable the runner failed to fill.
 */
export function stripPlaceholders(text: string): string {
  let out = text.replace(/[ \t]*\{\{[^{}]*\}\}/g, '');
  while (out.includes('{{')) out = out.replace(/\{\{/g, '{');
  return out;
}

/** Trims, strips placeholders, keeps at most one blank line between paragraphs and no double spaces. */
export function tidyText(text: string): string {
  return stripPlaceholders(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SENTENCE_END = /[.!?…](?=["'”’)\]]*(\s|$))["'”’)\]]*/g;

/** Never ends the text inside a surrogate pair (an emoji cut in half). */
function safeSlice(text: string, end: number): string {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? text.slice(0, end - 1) : text.slice(0, end);
}

/**
 * Makes a text fit `limit`: unchanged when it fits; else cut after the last whole sentence that
 * fits (when that keeps at least half the limit), else at the last word boundary with an ellipsis,
 * else (one endless word) at the limit itself.
 */
export function fitToLimit(text: string, limit: number): string {
  const tidy = tidyText(text);
  if (tidy.length <= limit) return tidy;

  const head = tidy.slice(0, limit + 1);
  let sentenceEnd = -1;
  for (const match of head.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end <= limit) sentenceEnd = end;
  }
  if (sentenceEnd >= limit / 2) return tidy.slice(0, sentenceEnd).trim();

  // Room for the ellipsis; the character after the cut must be a boundary too.
  const words = tidy.slice(0, limit);
  const boundary = Math.max(words.lastIndexOf(' '), words.lastIndexOf('\n'));
  if (boundary > 0) {
    const cut = words.slice(0, boundary).replace(/[\s,;:\-–—(]+$/, '');
    if (cut.length > 0) return `${cut}…`;
  }
  return safeSlice(tidy, limit).trim();
}
