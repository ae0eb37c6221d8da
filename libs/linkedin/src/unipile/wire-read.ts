/**
 * Tolerant readers for provider JSON. Unipile's answers vary by account type and API version
 * (booleans as 0/1, fields missing or null), so mappers read every field through these instead
 * of trusting a declared shape.
 */
export type Wire = Record<string, unknown>;

export function record(value: unknown): Wire {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Wire) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
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

/** An instant as ISO text; epoch milliseconds (as some lists send) are converted. */
export function instant(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return text(value);
}
