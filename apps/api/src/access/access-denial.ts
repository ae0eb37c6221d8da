import { HttpException, HttpStatus } from '@nestjs/common';
import {
  linkedInAccountRequiredError,
  type LinkedInAccountState,
  type SubscriptionPlan,
  type SubscriptionViewStatus,
} from '@outflow/domain';
import type { ApiErrorBody } from '../common/api-error';

/** Why a feature is refused, in the user's words (spec 01 §2 "Access guard" where it has them). */
function subscriptionMessage(status: SubscriptionViewStatus | null, plan: SubscriptionPlan | null): string {
  switch (status) {
    case 'canceled':
      return 'Your subscription has expired. Please renew to continue.';
    case 'expired':
      return plan === 'trial'
        ? 'Your free trial has ended. Please subscribe to continue.'
        : 'Your subscription period has ended. Please renew to continue.';
    case 'past_due':
    case 'unpaid':
      return 'Your last payment did not go through. Please update your payment method to continue.';
    default:
      return 'Please start a free trial or subscribe to access this feature';
  }
}

/** 402: no subscription that is active or trialing; SUBSCRIPTION_EXPIRED once it was canceled. */
export function subscriptionRequired(
  status: SubscriptionViewStatus | null,
  plan: SubscriptionPlan | null,
): HttpException {
  const body: ApiErrorBody = {
    statusCode: HttpStatus.PAYMENT_REQUIRED,
    errorCode: status === 'canceled' ? 'SUBSCRIPTION_EXPIRED' : 'SUBSCRIPTION_REQUIRED',
    message: subscriptionMessage(status, plan),
    subscription_status: status,
  };
  return new HttpException(body, HttpStatus.PAYMENT_REQUIRED);
}

/**
 * 403: the user has no usable LinkedIn account. Never connected: LINKEDIN_NOT_CONNECTED. Known but
 * its session was lost: ACCOUNT_DISCONNECTED with the account, as the web app's disconnection
 * detection expects (spec 01 §8), without asking the provider.
 */
export function linkedInNotConnected(state: LinkedInAccountState): HttpException {
  const disconnected = state.connection === 'disconnected' ? linkedInAccountRequiredError(state) : null;
  const body: ApiErrorBody = disconnected
    ? { statusCode: HttpStatus.FORBIDDEN, ...disconnected }
    : {
        statusCode: HttpStatus.FORBIDDEN,
        errorCode: 'LINKEDIN_NOT_CONNECTED',
        message: 'Please connect your LinkedIn account first to access this feature',
        connection: state.connection,
      };
  return new HttpException(body, HttpStatus.FORBIDDEN);
}
