/**
 * The LinkedIn provider's typed errors. Callers branch on the class: a disconnected account is
 * recorded on the user stream, a rate limit postpones the step, "unavailable" may be retried later,
 * and a ProviderRequestError carries the provider's reason (already invited, limit exceeded...).
 */
export abstract class LinkedInProviderError extends Error {
  /** The provider's error code without its `errors/` prefix, when it sent one. */
  abstract readonly type: string;
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The LinkedIn session is gone (Unipile `disconnected_account`, `expired_credentials`): reconnect it. */
export class AccountDisconnectedError extends LinkedInProviderError {
  readonly type: string;
  constructor(
    readonly accountId: string | undefined,
    type = 'disconnected_account',
    message = 'LinkedIn account disconnected',
    status = 401,
  ) {
    super(message, status);
    this.type = type;
  }
}

/** LinkedIn refused the credentials given for the account (Unipile `invalid_credentials`). */
export class InvalidCredentialsError extends LinkedInProviderError {
  readonly type = 'invalid_credentials';
  constructor(
    readonly accountId: string | undefined,
    message = 'Invalid LinkedIn credentials',
    status = 401,
  ) {
    super(message, status);
  }
}

/** Too many requests; `retryAfterMs` when the provider said how long to wait. */
export class RateLimitedError extends LinkedInProviderError {
  readonly type = 'too_many_requests';
  constructor(
    readonly retryAfterMs: number | undefined,
    message = 'LinkedIn rate limit reached',
    status = 429,
  ) {
    super(message, status);
  }
}

/** The profile, chat, invitation or account asked for does not exist. */
export class NotFoundError extends LinkedInProviderError {
  readonly type: string;
  constructor(message = 'Not found on LinkedIn', type = 'resource_not_found', status = 404) {
    super(message, status);
    this.type = type;
  }
}

/** The provider or the network failed (5xx, timeout, connection refused): the call may work later. */
export class ProviderUnavailableError extends LinkedInProviderError {
  readonly type: string;
  constructor(message = 'LinkedIn provider unavailable', type = 'service_unavailable', status?: number) {
    super(message, status);
    this.type = type;
  }
}

/**
 * Any other refusal of a request, with the provider's reason in `type` (e.g. `limit_exceeded`,
 * `already_invited_recently`, `account_restricted`, `no_connection_with_recipient`).
 */
export class ProviderRequestError extends LinkedInProviderError {
  constructor(
    readonly type: string,
    status: number | undefined,
    message: string,
    readonly detail?: string,
  ) {
    super(message, status);
  }
}
