import { createHash, randomBytes } from 'node:crypto';

/**
 * A single-use link's secret (password resets, workspace invitations): 32 random bytes, URL-safe.
 * Only its SHA-256 is recorded (a leaked event store reveals no working link); a link is checked by
 * hashing what it carries.
 */
export function newSingleUseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSingleUseToken(token) };
}

export function hashSingleUseToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page a reset link opens: the user's id and the secret, under the app's public address. */
export function passwordResetLink(publicUrl: string, userId: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('user', userId);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The page an invitation opens: `/invitations/<token>` under the app's public address. */
export function invitationLink(publicUrl: string, token: string): string {
  return new URL(`/invitations/${encodeURIComponent(token)}`, publicUrl).toString();
}
