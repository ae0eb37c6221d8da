import { createHash } from 'node:crypto';

/** A uniform number in [0, 1) fixed by its parts: the same parts always give the same draw. */
export function uniformFrom(...parts: Array<string | number>): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** A 32-bit FNV-1a hash: cheap enough to order thousands of search results. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A Unipile-looking opaque id (22 letters and digits) fixed by its parts. */
export function opaqueId(...parts: Array<string | number>): string {
  return createHash('sha256')
    .update(parts.join('\u0000'))
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 22);
}
