import argon2 from 'argon2';
import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import os from 'node:os';

/**
 * One argon2 hash (64 MiB, 3 passes, 4 lanes) keeps the CPU busy for a third of a second: run
 * without a bound, ten logins at once starve everything else the process serves. At most half the
 * cores hash at a time; up to 64 more wait their turn, and beyond that a login is told to retry.
 */
const hashing = bulkhead(Math.max(1, Math.floor(os.availableParallelism() / 2)), 64);

/** Too many passwords are being checked at once: the caller should answer 503 and ask to retry. */
export class PasswordHashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once; please retry in a moment');
    this.name = 'PasswordHashingBusyError';
  }
}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await hashing.execute(work);
  } catch (error) {
    throw error instanceof BulkheadRejectedError ? new PasswordHashingBusyError() : error;
  }
}

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): the OWASP baseline for passwords. */
export function hashPassword(plain: string): Promise<string> {
  return bounded(() => argon2.hash(plain, { type: argon2.argon2id }));
}

/**
 * True when `plain` matches the stored hash. A stored value that is not an argon2 hash throws
 * rather than answering false, so a corrupt account record does not pass for a wrong password.
 */
export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return bounded(() => argon2.verify(hash, plain));
}
