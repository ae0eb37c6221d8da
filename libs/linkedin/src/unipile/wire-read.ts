import {
  boundedProviderText,
  isSaneOutsideTime,
  MAX_ID_LENGTH,
  MAX_PROVIDER_TEXT_LENGTH,
  MAX_RECEIVED_MESSAGE_LENGTH,
} from '@outflow/domain';

/**
 * Tolerant readers for provider JSON. Unipile's answers vary by account type and API version
 * (booleans as 0/1, fields missing or null), so mappers read every field through these instead
 * of trusting a declared shape. What they answer is storable and bounded (issue 10): a text is
 * cut to MAX_PROVIDER_TEXT_LENGTH with NUL and lone surrogates removed, an id longer than any id
 * reads as absent, a time outside years 1–9999 as absent. Cut, not refused: it is what LinkedIn
 * said, and refusing it would stall the step or the sync that asked.
 */
export type Wire = Record<string, unknown>;

export function record(value: unknown): Wire {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Wire) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | null {
  if (typeof value === 'string')
    return value.trim() === '' ? null : boundedProviderText(value, MAX_PROVIDER_TEXT_LENGTH);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An id: absent when longer than any id can be (it would name a stream or fill an index row). */
export function id(value: unknown): string | null {
  const read = text(value);
  return read !== null && read.length <= MAX_ID_LENGTH ? read : null;
}

/** A message's text: LinkedIn's own 8,000 characters at most; null when it is not text. */
export function messageText(value: unknown): string | null {
  return typeof value === 'string' ? boundedProviderText(value, MAX_RECEIVED_MESSAGE_LENGTH) : null;
}

export function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** true, 1, "1", "true" are true; everything else false. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function texts(value: unknown): string[] {
  return list(value)
    .map((item) => text(item) ?? text(record(item).url) ?? text(record(item).address) ?? text(record(item).value))
    .filter((item): item is string => item !== null);
}

/**
 * An instant as ISO text; epoch milliseconds (as some lists send) are converted. Null when it is
 * no time at all or outside the sane range of outside times (2000–2100, isSaneOutsideTime).
 */
export function instant(value: unknown): string | null {
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : NaN;
  return isSaneOutsideTime(ms) ? new Date(ms).toISOString() : null;
}
