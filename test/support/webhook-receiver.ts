import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalJsonServer, sendJson } from '@outflow/testing';

/** One request the receiver got: the signature header and the raw body, as a CRM would check them. */
export interface ReceivedWebhook {
  readonly signature: string | undefined;
  readonly eventId: string | undefined;
  readonly rawBody: string;
  readonly body: { id: string; type: string; time: string; data: Record<string, unknown> };
  readonly answered: number | 'held';
}

/**
 * A webhook receiver on 127.0.0.1 (tests run with WEBHOOK_ALLOW_PRIVATE=true): records every
 * delivery and answers each with the next status of `answers` (then 200), or holds it unanswered
 * while `holding` (a receiver slower than the dispatcher's patience, or a crash mid-delivery).
 */
export class WebhookReceiver extends LocalJsonServer {
  readonly received: ReceivedWebhook[] = [];
  /** Status codes for the next requests, in order; 200 once they run out. */
  answers: number[] = [];
  holding = false;
  private readonly held: ServerResponse[] = [];

  static start(): Promise<WebhookReceiver> {
    return new WebhookReceiver().listen();
  }

  get url(): string {
    return `${this.origin}/hooks/outflow`;
  }

  /** The deliveries of one event type, in arrival order. */
  of(type: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.body.type === type);
  }

  /** Answers whatever is held with 200 and stops holding. */
  release(): void {
    this.holding = false;
    for (const res of this.held.splice(0)) if (!res.destroyed) sendJson(res, 200, { ok: true });
  }

  protected handle(req: IncomingMessage, body: string, res: ServerResponse): void {
    const answer = this.holding ? 'held' : (this.answers.shift() ?? 200);
    this.received.push({
      signature: req.headers['outflow-signature'] as string | undefined,
      eventId: req.headers['outflow-event-id'] as string | undefined,
      rawBody: body,
      body: JSON.parse(body) as ReceivedWebhook['body'],
      answered: answer,
    });
    if (answer === 'held') this.held.push(res);
    else sendJson(res, answer, { ok: answer < 300 });
  }
}
