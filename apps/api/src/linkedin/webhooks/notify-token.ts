import { createHmac } from 'node:crypto';
import { isValidWebhookSecret } from '@outflow/linkedin';

/**
 * The hosted-auth notify callback carries no header of ours, only the `name` we put in the link
 * (the user id). Its URL therefore carries a token binding that user id to the webhook secret:
 * a forged callback cannot name a user it has no token for.
 */
export function notifyToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`hosted-auth-notify:${userId}`).digest('base64url');
}

/** Constant-time check of a notify token for the user the callback names. */
export function isValidNotifyToken(secret: string, userId: string | null, token: unknown): boolean {
  if (!userId || typeof token !== 'string') return false;
  return isValidWebhookSecret(token, notifyToken(secret, userId));
}
