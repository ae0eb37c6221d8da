/** An error answered the way Unipile answers: `{status, type: 'errors/<code>', title, detail}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail?: string,
    /** Sent as a `Retry-After` header (delay-seconds), as an HTTP 429 or 503 may carry it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? code);
  }

  body(): { status: number; type: string; title: string; detail?: string } {
    return {
      status: this.status,
      type: `errors/${this.code}`,
      title: TITLES[this.code] ?? this.code,
      detail: this.detail,
    };
  }
}

const TITLES: Record<string, string> = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  invalid_parameters: 'Invalid parameters',
  malformed_request: 'Malformed request',
  too_many_characters: 'Too many characters',
  disconnected_account: 'Disconnected account',
  account_restricted: 'Account restricted',
  resource_not_found: 'Resource not found',
  no_connection_with_recipient: 'No connection with recipient',
  not_allowed_inmail: 'Not allowed inmail',
  limit_exceeded: 'Limit exceeded',
  already_invited_recently: 'Already invited recently',
  cannot_resend_yet: 'Cannot resend yet',
  action_already_performed: 'Action already performed',
  too_many_requests: 'Too many requests',
  unexpected_error: 'Unexpected error',
  service_unavailable: 'Service unavailable',
};

export const invalid = (detail: string) => new ApiError(400, 'invalid_parameters', detail);
export const notFound = (detail: string) => new ApiError(404, 'resource_not_found', detail);
