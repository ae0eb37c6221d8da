import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * The hosted-auth notify callback carries no header of ours, only its URL: a token made for one
 * link (`?link=<id>&token=<token>`). Only the token's hash is stored (on the link's stream).
 */
export interface NotifyToken {
  readonly linkId: string;
  readonly token: string;
  readonly hash: string;
}

export function notifyTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newNotifyToken(): NotifyToken {
  const token = randomBytes(32).toString('base64url');
  return { linkId: randomUUID(), token, hash: notifyTokenHash(token) };
}
