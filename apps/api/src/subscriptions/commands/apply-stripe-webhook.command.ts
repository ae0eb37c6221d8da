import { Command } from '@nestjs/cqrs';

/** One delivery to the webhook endpoint: the body exactly as received, and its signature header. */
export class ApplyStripeWebhookCommand extends Command<StripeWebhookReceipt> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}

/** What the endpoint answers Stripe (200): `applied` is the number of events appended. */
export interface StripeWebhookReceipt {
  readonly received: true;
  readonly eventId: string;
  readonly applied: number;
}
