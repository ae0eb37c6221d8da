import type { Request } from 'express';
import { invalid } from './api-error';

/** A JSON body's fields, each still to be checked (express types a body as `any`). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** Reads a query/body value that must be a single non-empty string. */
export function requiredString(value: unknown, name: string): string {
  const text = optionalString(value, name);
  if (!text) throw invalid(`${name} is required`);
  return text;
}

export function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    if (value.length === 1) return optionalString(value[0], name);
    throw invalid(`${name} must be given once`);
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${name} must be a string`);
  return String(value);
}

/** A list limit: absent gives the default, outside [min, max] is a 400 as Unipile validates it. */
export function limitParam(value: unknown, min: number, max: number, fallback: number): number {
  const text = optionalString(value, 'limit');
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(`limit must be an integer between ${min} and ${max}`);
  return n;
}

export function booleanParam(value: unknown): boolean {
  const text = optionalString(value, 'flag');
  return text === 'true' || text === '1';
}

/**
 * Cursors are opaque to clients: JSON of where the next page starts, in padded standard base64
 * (Unipile's SDK checks list cursors are base64: length a multiple of 4, `+/=` alphabet).
 */
export function encodeCursor(position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64');
}

export function decodeCursor<T extends Record<string, unknown>>(value: unknown): T | undefined {
  const text = optionalString(value, 'cursor');
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as unknown;
    if (parsed && typeof parsed === 'object') return parsed as T;
  } catch {
    // fall through to the 400 below
  }
  throw invalid('cursor is not valid');
}

/** Offset paging over an in-memory or SQL-ordered list. */
export function offsetFromCursor(value: unknown): number {
  const cursor = decodeCursor<{ offset?: number }>(value);
  const offset = cursor?.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalid('cursor is not valid');
  return offset;
}

export function nextOffsetCursor(offset: number, pageLength: number, limit: number, hasMore: boolean): string | null {
  return hasMore && pageLength === limit ? encodeCursor({ offset: offset + limit }) : null;
}
