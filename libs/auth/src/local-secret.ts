import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where local tokens' HMAC secret comes from: given outright, or kept in a file (created on first use). */
export type LocalSecretSource = { secret: string; keyFile?: never } | { keyFile: string; secret?: never };

/** RFC 7518 §3.2: an HS256 key must be at least as long as the hash output (256 bits). */
const MIN_SECRET_BYTES = 32;

/**
 * Resolves the secret once, at start-up. A generated secret is written with mode 0600 and
 * published with an atomic hard link, so tokens survive restarts and two processes starting
 * together agree on one secret (the loser of the race reads the winner's file).
 */
export function loadLocalSecret(source: LocalSecretSource): Uint8Array {
  const text = source.secret ?? readOrCreateKeyFile(source.keyFile);
  const bytes = new TextEncoder().encode(text);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(`The local token secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return bytes;
}

function readOrCreateKeyFile(path: string): string {
  const existing = readIfPresent(path);
  if (existing !== undefined) return existing;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const generated = randomBytes(48).toString('base64url');
  const staging = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(staging, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    linkSync(staging, path);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readIfPresent(path);
    if (winner === undefined) throw error;
    return winner;
  } finally {
    rmSync(staging, { force: true });
  }
}

function readIfPresent(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text === '') throw new Error(`The token key file ${path} is empty; delete it to generate a new secret`);
  return text;
}
