import argon2 from 'argon2';
import os from 'node:os';
import { FairQueue, QueueFullError } from './fair-queue';

/**
 * One argon2 hash (64 MiB, 3 passes, 4 lanes) keeps the CPU busy for a third of a second: run
 * without a bound, ten logins at once starve everything else the process serves. At most half the
 * cores hash at a time; up to 64 more wait their turn, served caller by caller (the client address),
 * each caller holding at most 16 places, so one address's flood of sign-ins cannot keep anyone
 * else's out; beyond that a sign-in is told to retry. (16: an office behind one address signs in
 * together; fairness comes from the turns, the cap only keeps one address from filling the queue.)
 */
const hashing = new FairQueue({
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  perKey: 16,
  waiting: 64,
});

/** Too many passwords are being checked at once: the caller should answer 503 and ask to retry. */
export class PasswordHashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once; please retry in a moment');
    this.name = 'PasswordHashingBusyError';
  }
}

/** `caller`: who the hash is for (the client address), so each caller is served in turn. */
async function bounded<T>(caller: string, work: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(caller, work);
  } catch (error) {
    throw error instanceof QueueFullError ? new PasswordHashingBusyError() : error;
  }
}

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): the OWASP baseline for passwords. */
export function hashPassword(plain: string, caller = ''): Promise<string> {
  return bounded(caller, () => argon2.hash(plain, { type: argon2.argon2id }));
}

/**
 * True when `plain` matches the stored hash. A stored value that is not an argon2 hash throws
 * rather than answering false, so a corrupt account record does not pass for a wrong password.
 */
export function verifyPassword(hash: string, plain: string, caller = ''): Promise<boolean> {
  return bounded(caller, () => argon2.verify(hash, plain));
}
