/**
 * The body of every error answer (4xx and 5xx): what the web app reads. `field` names the
 * offending input; `errorCode` is a stable code a client branches on. Some errors add their own
 * fields (`retryAfterSeconds`, `missingScope`, `account`…).
 */
export interface ApiError {
  readonly statusCode: number;
  readonly message: string;
  readonly errorCode?: string;
  readonly field?: string;
  readonly errors?: Array<{ readonly field: string; readonly messages: string[] }>;
  readonly [extra: string]: unknown;
}
