import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Config } from '@outflow/config';
import type { AddressInfo } from 'node:net';
import type { LinkedInWebhookSettings } from '../../infrastructure/api-infrastructure';
import { CONFIG } from '../../infrastructure/tokens';
import { LINKEDIN_WEBHOOK_SETTINGS } from '../linkedin.tokens';
import { notifyToken } from './notify-token';

export const HOSTED_AUTH_NOTIFY_PATH = '/api/webhooks/unipile/hosted-auth';

/** The addresses the provider calls back on, and where the browser returns after signing in. */
@Injectable()
export class ProviderCallbackUrls {
  constructor(
    @Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** The notify_url for a user's hosted-auth link; none when no webhook secret is configured. */
  notifyUrl(userId: string): string | undefined {
    if (!this.settings) return undefined;
    return `${this.apiBaseUrl()}${HOSTED_AUTH_NOTIFY_PATH}?token=${notifyToken(this.settings.secret, userId)}`;
  }

  /** Where the browser lands after signing in: the client's own address on this app, else /team. */
  successUrl(requested?: string): string {
    const fallback = `${this.config.PUBLIC_URL}/team`;
    if (!requested) return fallback;
    try {
      // Only back into this app: a foreign address would make the link an open redirect.
      return new URL(requested).origin === new URL(this.config.PUBLIC_URL).origin ? requested : fallback;
    } catch {
      return fallback;
    }
  }

  failureUrl(): string {
    return `${this.config.PUBLIC_URL}/team?status=failed`;
  }

  /** As configured (PUBLIC_URL for Unipile), else this API's own listening port on 127.0.0.1. */
  private apiBaseUrl(): string {
    if (this.settings?.baseUrl) return this.settings.baseUrl.replace(/\/+$/, '');
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null;
    if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
    return this.config.PUBLIC_URL;
  }
}
