/**
 * The body of every error answer: what the web app reads. `field` names the offending input,
 * `errorCode` is a stable code the frontend branches on (ACCOUNT_DISCONNECTED, SUBSCRIPTION_REQUIRED...).
 */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errorCode?: string;
  field?: string;
  errors?: Array<{ field: string; messages: string[] }>;
  [extra: string]: unknown;
}
