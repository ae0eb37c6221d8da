import { HttpException, HttpStatus } from '@nestjs/common';
import type { LinkedInAccountRequiredError } from '@outflow/domain';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  NotFoundError,
  ProviderUnavailableError,
  RateLimitedError,
  type LinkedInProviderError,
} from '@outflow/linkedin';
import type { ApiErrorBody } from '../common/api-error';

/**
 * The LinkedIn module's refusals, in the shape the web app reads (spec 01 §3, §8). Never 401 (the
 * web app would take it for an expired session), and 403/404 only when the account is really
 * unusable: the web app treats those on LinkedIn paths as a disconnection.
 */
function refusal(status: number, body: Omit<ApiErrorBody, 'statusCode'>): HttpException {
  return new HttpException({ statusCode: status, ...body }, status);
}

export const ACCOUNT_DISCONNECTED_MESSAGE = 'LinkedIn account disconnected. Please reconnect to continue.';
export const NO_ACCOUNT_MESSAGE = 'No LinkedIn account connected';

/** 403 ACCOUNT_DISCONNECTED with the account, or 404 ACCOUNT_NOT_FOUND, as the domain words it. */
export function accountRequired(error: LinkedInAccountRequiredError): HttpException {
  return refusal(error.errorCode === 'ACCOUNT_DISCONNECTED' ? HttpStatus.FORBIDDEN : HttpStatus.NOT_FOUND, {
    ...error,
  });
}

/** 404 naming the field: the account is not one of the workspace's senders. */
export function notASender(field: string): HttpException {
  return refusal(HttpStatus.NOT_FOUND, {
    success: false,
    errorCode: 'ACCOUNT_NOT_FOUND',
    field,
    message: "No such LinkedIn account among this workspace's senders",
  });
}

/** 400 naming the field: the workspace has several senders and the call named none. */
export function senderRequired(field: string): HttpException {
  return refusal(HttpStatus.BAD_REQUEST, {
    success: false,
    errorCode: 'SENDER_REQUIRED',
    field,
    message: 'This workspace has several LinkedIn accounts: name the one to act on',
  });
}

export function linkedInNotConfigured(): HttpException {
  return refusal(HttpStatus.SERVICE_UNAVAILABLE, {
    success: false,
    errorCode: 'LINKEDIN_NOT_CONFIGURED',
    message: 'No LinkedIn provider is configured on this server',
  });
}

export function authLinkError(): HttpException {
  return refusal(HttpStatus.BAD_GATEWAY, {
    success: false,
    errorCode: 'AUTH_LINK_ERROR',
    message: 'Failed to generate authentication link',
  });
}

/** A provider failure the call could not handle itself, as an answer the web app can show. */
export function providerErrorAnswer(error: LinkedInProviderError): HttpException {
  if (error instanceof AccountDisconnectedError || error instanceof InvalidCredentialsError) {
    return refusal(HttpStatus.FORBIDDEN, {
      success: false,
      errorCode: 'ACCOUNT_DISCONNECTED',
      message: ACCOUNT_DISCONNECTED_MESSAGE,
      account: null,
    });
  }
  if (error instanceof RateLimitedError) {
    return refusal(HttpStatus.TOO_MANY_REQUESTS, {
      success: false,
      errorCode: 'LINKEDIN_RATE_LIMITED',
      message: 'LinkedIn rate limit reached. Please try again later.',
      retryAfterMs: error.retryAfterMs ?? null,
    });
  }
  if (error instanceof NotFoundError) {
    return refusal(HttpStatus.NOT_FOUND, { success: false, errorCode: 'NOT_FOUND', message: 'Not found on LinkedIn' });
  }
  if (error instanceof ProviderUnavailableError) {
    return refusal(HttpStatus.BAD_GATEWAY, {
      success: false,
      errorCode: 'LINKEDIN_UNAVAILABLE',
      message: 'LinkedIn cannot be reached right now. Please try again later.',
    });
  }
  // Refused for a reason of LinkedIn's (limit reached, already invited, restricted...): 422, never 403.
  return refusal(HttpStatus.UNPROCESSABLE_ENTITY, {
    success: false,
    errorCode: 'LINKEDIN_REQUEST_REFUSED',
    reason: error.type,
    message: error.message,
  });
}
