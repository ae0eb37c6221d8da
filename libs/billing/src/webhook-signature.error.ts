/**
 * A webhook body that Stripe did not sign with our secret, or signed too long ago (`stale`:
 * outside the tolerance, the replay window). Answer 400 and apply nothing.
 */
export class WebhookSignatureError extends Error {
  readonly code = 'WEBHOOK_SIGNATURE_INVALID';
  constructor(
    message: string,
    readonly reason: 'missing' | 'invalid' | 'stale',
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
