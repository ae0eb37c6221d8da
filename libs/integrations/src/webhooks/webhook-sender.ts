import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import type { DeliveryAgents } from './destination-policy';
import { SIGNATURE_HEADER, signWebhookBody } from './webhook-signature';

export interface WebhookSendResult {
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
}

/** How long a receiver has to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs one delivery: the JSON body, signed (`Outflow-Signature`), with the event's id and type in
 * headers too. Any 2xx is success. Goes through the delivery agents, which refuse non-public
 * addresses unless the operator allowed them; redirects are not followed.
 */
export function sendWebhook(
  agents: DeliveryAgents,
  target: { url: string; secret: string },
  delivery: { eventId: string; eventType: string; body: string },
  unixTime: number,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<WebhookSendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target.url);
    } catch {
      resolve({ statusCode: null, durationMs: 0, error: 'The subscription URL is not valid' });
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agents.for(url),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(delivery.body),
        'user-agent': 'Outflow-Webhooks/1',
        [SIGNATURE_HEADER]: signWebhookBody(target.secret, delivery.body, unixTime),
        'Outflow-Event-Id': delivery.eventId,
        'Outflow-Event-Type': delivery.eventType,
      },
      timeout: timeoutMs,
    });
    request.on('response', (response) => {
      // The answer's body is not read for anything: drain it so the connection is reused.
      const statusCode = response.statusCode ?? 0;
      response.resume();
      response.on('end', () =>
        resolve({
          statusCode,
          durationMs: elapsed(),
          error: statusCode >= 200 && statusCode < 300 ? null : `The receiver answered ${statusCode}`,
        }),
      );
      response.on('error', (error) => resolve({ statusCode, durationMs: elapsed(), error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ statusCode: null, durationMs: elapsed(), error: error.message }));
    request.end(delivery.body);
  });
}
