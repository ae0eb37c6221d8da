import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): the OWASP baseline for passwords. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

/**
 * True when `plain` matches the stored hash. A stored value that is not an argon2 hash throws
 * rather than answering false, so a corrupt account record does not pass for a wrong password.
 */
export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return argon2.verify(hash, plain);
}
