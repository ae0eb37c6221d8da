import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { PasswordHashingBusyError } from '@outflow/auth';
import { BillingNotConfiguredError, BillingUnavailableError, WebhookSignatureError } from '@outflow/billing';
import { DomainError, InvalidProviderIdError } from '@outflow/domain';
import { ConcurrencyError, SupportWriteRefusedError } from '@outflow/event-store';
import type { Request, Response } from 'express';
import { supportReadOnly } from '../support/support-denials';
import type { ApiErrorBody } from './api-error';
import { bodyParserErrorBody } from './body-parser-error';

/** Status codes for domain rule violations without a field (a field means bad input: 400). */
const STATUS_BY_CODE: Record<string, number> = {
  EMAIL_TAKEN: 409,
  ALREADY_REGISTERED: 409,
  TRIAL_ALREADY_USED: 409,
  NOT_FOUND: 404,
  CAMPAIGN_NOT_FOUND: 404,
  CAMPAIGN_EXISTS: 409,
  CAMPAIGN_ENDED: 409,
  STEP_NOT_FOUND: 404,
  VARIANT_NOT_FOUND: 404,
  VARIANT_ALREADY_CHOSEN: 409,
  LAST_VARIANT: 409,
  LOCAL_AUTH_DISABLED: 403,
  ALREADY_SUBSCRIBED: 409,
  NO_BILLING_ACCOUNT: 409,
  STRIPE_SUBSCRIPTION_EXISTS: 409,
  STRIPE_CUSTOMER_ALREADY_ASSIGNED: 409,
  API_KEY_EXISTS: 409,
  API_KEY_NAME_TAKEN: 409,
  TOO_MANY_API_KEYS: 409,
  WEBHOOK_SUBSCRIPTION_EXISTS: 409,
  TOO_MANY_WEBHOOK_SUBSCRIPTIONS: 409,
  WORKSPACE_NOT_FOUND: 404,
  WORKSPACE_ROLE_REQUIRED: 403,
  MEMBER_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  INVITATION_USED: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_FOR_ANOTHER_EMAIL: 403,
  LAST_OWNER: 409,
};

/** Turns every error into the API's error body; unexpected ones are logged and answered 500. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const encoding = host.switchToHttp().getRequest<Request>().headers?.['content-encoding'];
    const body = this.toBody(error, encoding);
    if (error instanceof PasswordHashingBusyError) response.setHeader('Retry-After', '1');
    else if (typeof body.retryAfterSeconds === 'number')
      response.setHeader('Retry-After', String(body.retryAfterSeconds));
    else if (body.statusCode >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response.status(body.statusCode).json(body);
  }

  private toBody(error: unknown, contentEncoding?: string): ApiErrorBody {
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const res = error.getResponse();
      if (typeof res === 'object' && res !== null) {
        const r = res as Record<string, unknown>;
        const message = Array.isArray(r.message)
          ? String(r.message[0])
          : typeof r.message === 'string'
            ? r.message
            : error.message;
        return { ...r, statusCode: status, message };
      }
      return { statusCode: status, message: String(res) };
    }
    if (error instanceof DomainError) {
      const statusCode = STATUS_BY_CODE[error.code] ?? (error.field ? 400 : 409);
      return { statusCode, message: error.message, errorCode: error.code, field: error.field };
    }
    // A 4xx, not 501: the request cannot be served by this installation as it is set up, which is
    // the caller's to know, not a server fault (issue 18: no route answers a 5xx to any input).
    if (error instanceof BillingNotConfiguredError) {
      return { statusCode: 409, message: error.message, errorCode: error.code };
    }
    if (error instanceof BillingUnavailableError) {
      return { statusCode: 503, message: error.message, errorCode: error.code };
    }
    if (error instanceof WebhookSignatureError) {
      return { statusCode: 400, message: error.message, errorCode: error.code, reason: error.reason };
    }
    const unreadable = bodyParserErrorBody(error, contentEncoding);
    if (unreadable) return unreadable;
    if (error instanceof PasswordHashingBusyError) {
      return { statusCode: 503, message: error.message, errorCode: 'SIGN_IN_BUSY' };
    }
    if (error instanceof InvalidProviderIdError) {
      // An id from outside a request's fields (a stored or webhook value) that no provider call may carry.
      return { statusCode: 400, message: error.message, errorCode: 'INVALID_PROVIDER_ID' };
    }
    if (error instanceof SupportWriteRefusedError) {
      // The event store held the read-only rule for support staff (a read route that would have written).
      return this.toBody(supportReadOnly());
    }
    if (error instanceof ConcurrencyError) {
      return {
        statusCode: 409,
        message: 'Someone else changed this at the same time; please retry',
        errorCode: 'CONCURRENT_CHANGE',
      };
    }
    return { statusCode: 500, message: 'Internal server error' };
  }
}
