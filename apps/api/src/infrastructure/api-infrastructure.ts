import type { AiWriter } from '@outflow/ai';
import type { TokenVerifier } from '@outflow/auth';
import type { BillingProvider } from '@outflow/billing';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Router } from 'express';

/** Issues the API's own tokens for local accounts (absent in OIDC mode). */
export interface TokenIssuer {
  /** `tokenVersion`: the user's current version (UserSignedOut moves it on). */
  issue(user: { id: string; email: string; name: string; tokenVersion?: number }): Promise<string>;
}

export interface LinkedInWebhookSettings {
  /** Shared secret: the provider's webhooks send it in a header; the notify callback carries a token derived from it. */
  readonly secret: string;
  /**
   * The API's address as the provider reaches it (PUBLIC_URL for Unipile). Absent: the API's own
   * listening address on 127.0.0.1, right for an embedded sandbox in the same process or host.
   */
  readonly baseUrl?: string;
}

/**
 * Everything the API needs from outside, opened by whoever starts it (the standalone `main.ts`,
 * the all-in-one, or a test), so the same module runs on any set of adapters.
 */
export interface ApiInfrastructure {
  readonly config: Config;
  readonly eventStore: EventStore;
  readonly bus: MessageBus;
  readonly readDb: ReadModelDb;
  readonly clock: Clock;
  readonly tokenVerifier: TokenVerifier;
  readonly tokenIssuer?: TokenIssuer;
  /** Stripe, or local billing (trial only) when no Stripe keys are set. */
  readonly billing: BillingProvider;
  /**
   * Unipile's API, or the LinkedIn sandbox speaking it. Absent only where no LinkedIn is wired (some
   * tests): the connection and feature routes then answer 503 LINKEDIN_NOT_CONFIGURED.
   */
  readonly linkedin?: LinkedInProvider;
  /** Writes AI messages: a model behind the OpenAI API, or (when absent) the offline writer. */
  readonly ai?: AiWriter;
  /** How the provider's webhook and hosted-auth notify deliveries reach and authenticate to the API. */
  readonly linkedinWebhooks?: LinkedInWebhookSettings;
  /** Built web app to serve with an SPA fallback (all-in-one and the web container). */
  readonly webDistDir?: string;
  /** Extra routers mounted before the API (the LinkedIn sandbox under /sandbox in the embedded default). */
  readonly mounts?: ReadonlyArray<{ readonly path: string; readonly router: Router }>;
  /** OpenAPI at /api/docs: the all-in-one serves it unless API_DOCS=false, the standalone API only with API_DOCS=true. */
  readonly apiDocs?: boolean;
  /** Where request-limit counters live; this process's memory when absent (one API process). */
  readonly requestLimitStorage?: ThrottlerStorage;
  /** Where the JSON logs go; stdout when absent. */
  readonly logDestination?: { write(line: string): void };
}
