import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_WEBHOOK_SECRET_HEADER, isValidWebhookSecret } from '@outflow/linkedin';
import type { Request } from 'express';
import type { LinkedInWebhookSettings } from '../../infrastructure/api-infrastructure';
import { LINKEDIN_WEBHOOK_SETTINGS } from '../linkedin.tokens';

function refused(): UnauthorizedException {
  return new UnauthorizedException({
    statusCode: 401,
    errorCode: 'INVALID_WEBHOOK_SECRET',
    message: 'Invalid webhook secret',
  });
}

/** The provider's webhooks: our secret header, compared in constant time. No secret configured: all refused. */
@Injectable()
export class WebhookSecretGuard implements CanActivate {
  constructor(@Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (this.settings && isValidWebhookSecret(request.headers[DEFAULT_WEBHOOK_SECRET_HEADER], this.settings.secret))
      return true;
    throw refused();
  }
}

/**
 * The hosted-auth notify callback: the provider sends it without our headers, so its URL carries
 * the link's id and token (`?link=&token=`). Here only their presence is checked; whether they
 * open that link, for that user, once, is the link stream's to say (UseHostedAuthLinkHandler).
 */
@Injectable()
export class NotifyTokenGuard implements CanActivate {
  constructor(@Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null) {}

  canActivate(context: ExecutionContext): boolean {
    const { link, token } = context.switchToHttp().getRequest<Request>().query;
    if (this.settings && typeof link === 'string' && link !== '' && typeof token === 'string' && token !== '')
      return true;
    throw refused();
  }
}
