import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_WEBHOOK_SECRET_HEADER, isValidWebhookSecret, parseHostedAuthNotification } from '@outflow/linkedin';
import type { Request } from 'express';
import type { LinkedInWebhookSettings } from '../../infrastructure/api-infrastructure';
import { LINKEDIN_WEBHOOK_SETTINGS } from '../linkedin.tokens';
import { isValidNotifyToken } from './notify-token';

function refused(): UnauthorizedException {
  return new UnauthorizedException({ statusCode: 401, errorCode: 'INVALID_WEBHOOK_SECRET', message: 'Invalid webhook secret' });
}

/** The provider's webhooks: our secret header, compared in constant time. No secret configured: all refused. */
@Injectable()
export class WebhookSecretGuard implements CanActivate {
  constructor(@Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (this.settings && isValidWebhookSecret(request.headers[DEFAULT_WEBHOOK_SECRET_HEADER], this.settings.secret)) return true;
    throw refused();
  }
}

/**
 * The hosted-auth notify callback: the provider sends it without our headers, so the token in its
 * URL must match the user the body names (the secret header is accepted too).
 */
@Injectable()
export class NotifyTokenGuard implements CanActivate {
  constructor(@Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const secret = this.settings?.secret;
    if (!secret) throw refused();
    if (isValidWebhookSecret(request.headers[DEFAULT_WEBHOOK_SECRET_HEADER], secret)) return true;
    const userId = parseHostedAuthNotification(request.body)?.userId ?? null;
    if (isValidNotifyToken(secret, userId, request.query.token)) return true;
    throw refused();
  }
}
