/** Checkout, portal or webhook reached on a server without Stripe keys (local billing). */
export class BillingNotConfiguredError extends Error {
  readonly code = 'BILLING_NOT_CONFIGURED';
  constructor() {
    super('Billing is not configured on this server');
    this.name = 'BillingNotConfiguredError';
  }
}
