import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Config } from '@outflow/config';
import type { AddressInfo } from 'node:net';
import { AppOrigins } from '../../common/app-origins';
import type { LinkedInWebhookSettings } from '../../infrastructure/api-infrastructure';
import { CONFIG } from '../../infrastructure/tokens';
import { LINKEDIN_WEBHOOK_SETTINGS } from '../linkedin.tokens';
import type { NotifyToken } from './notify-token';

export const HOSTED_AUTH_NOTIFY_PATH = '/api/webhooks/unipile/hosted-auth';

/** The addresses the provider calls back on, and where the browser returns after signing in. */
@Injectable()
export class ProviderCallbackUrls {
  constructor(
    @Inject(LINKEDIN_WEBHOOK_SETTINGS) private readonly settings: LinkedInWebhookSettings | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly adapterHost: HttpAdapterHost,
    private readonly origins: AppOrigins,
  ) {}

  /** Whether the provider's notify callback can reach and authenticate to this API. */
  get notifies(): boolean {
    return this.settings !== null;
  }

  /** The notify_url of one hosted-auth link: its id and its token. */
  notifyUrl(link: NotifyToken): string {
    return `${this.apiBaseUrl()}${HOSTED_AUTH_NOTIFY_PATH}?link=${link.linkId}&token=${link.token}`;
  }

  /**
   * Where the browser lands after signing in: the address it asked for when inside this app (on
   * the loopback name it uses, in the embedded default), else /team. A foreign address would make
   * the link an open redirect.
   */
  successUrl(requested?: string): string {
    return this.origins.originOf(requested) ? requested! : `${this.config.PUBLIC_URL}/team`;
  }

  /** /team?status=failed on the origin the browser came from (PUBLIC_URL's when unknown). */
  failureUrl(requested?: string): string {
    return `${this.origins.originOf(requested) ?? this.config.PUBLIC_URL}/team?status=failed`;
  }

  /** As configured (PUBLIC_URL for Unipile), else this API's own listening port on 127.0.0.1. */
  private apiBaseUrl(): string {
    if (this.settings?.baseUrl) return this.settings.baseUrl.replace(/\/+$/, '');
    const server = this.adapterHost.httpAdapter?.getHttpServer() as import('node:http').Server | undefined;
    const address = server?.address() as AddressInfo | string | null;
    if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
    return this.config.PUBLIC_URL;
  }
}
