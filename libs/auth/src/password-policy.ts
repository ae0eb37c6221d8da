import fs from 'node:fs';
import path from 'node:path';

export const MIN_PASSWORD_LENGTH = 10;

/** Shipped beside src/ and dist/ alike (libs/auth/common-passwords.txt). */
const COMMON_PASSWORDS_FILE = path.resolve(__dirname, '../common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** Read once, on the first sign-up. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** Case and spaces do not make a common password uncommon ("Qwerty Uiop" is "qwertyuiop"). */
const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why a new password is refused, in the API's wording for the `password` field; null when it is
 * acceptable: at least 10 characters, not only spaces, not the e-mail address, not a common password.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (password.trim() === '') return 'password must not be only spaces';
  const candidate = normalized(password);
  if (candidate === normalized(email) || candidate === normalized(email.split('@')[0] ?? ''))
    return 'password must not be your e-mail address';
  if (commonPasswords().has(candidate)) return 'password is too common: choose one that is harder to guess';
  return null;
}
