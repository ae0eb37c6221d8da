/** Stripe could not be reached or answered with its own failure: the same call may work later (503). */
export class BillingUnavailableError extends Error {
  readonly code = 'BILLING_UNAVAILABLE';
  constructor(readonly reason: string) {
    super('Stripe cannot be reached just now; please try again in a few minutes');
    this.name = 'BillingUnavailableError';
  }
}
