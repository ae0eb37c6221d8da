import type { ApiErrorBody } from '../api/http-client';

export const API_NOT_AVAILABLE =
  'LinkedIn API not available. If in development, ensure ngrok is running and check server logs.';
export const STATUS_FAILED = 'Failed to fetch LinkedIn account status';
export const AUTH_LINK_FAILED = 'Failed to generate authentication link';

export interface AccountError {
  message: string;
  code: string;
}

function serverMessage(body: ApiErrorBody): string | undefined {
  return Array.isArray(body.message) ? body.message.join(', ') : body.message;
}

/** Why the account card could not load (spec 01 §8): 404 means the API is missing, else the server's word. */
export function accountLoadError(status: number | undefined, body: ApiErrorBody): AccountError {
  if (status === 404) return { message: API_NOT_AVAILABLE, code: 'API_NOT_FOUND' };
  return { message: serverMessage(body) ?? STATUS_FAILED, code: body.errorCode ?? 'ACCOUNT_NOT_FOUND' };
}

/** Why a connect attempt failed, for the 'Connection Failed' panel. */
export function connectError(status: number | undefined, body: ApiErrorBody): AccountError {
  if (status === undefined) return { message: AUTH_LINK_FAILED, code: 'CONNECTION_ERROR' };
  return { message: serverMessage(body) ?? AUTH_LINK_FAILED, code: body.errorCode ?? 'AUTH_LINK_ERROR' };
}
