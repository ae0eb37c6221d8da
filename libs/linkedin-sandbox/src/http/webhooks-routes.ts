import { Router } from 'express';
import type { SandboxContext } from '../sandbox-context';
import { WEBHOOK_SOURCES, type Webhook, type WebhookSource } from '../webhooks/webhook';
import { invalid, notFound } from './api-error';
import { optionalString, requiredString, bodyOf } from './request-params';

function stringList(value: unknown, name: string): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw invalid(`${name} must be a list of strings`);
  return value as string[];
}

function headerList(value: unknown): Array<{ key: string; value: string }> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid('headers must be a list of {key, value}');
  return value.map((h: { key?: unknown; value?: unknown }) => {
    if (typeof h?.key !== 'string' || typeof h?.value !== 'string')
      throw invalid('headers must be a list of {key, value}');
    return { key: h.key, value: h.value };
  });
}

/** The trigger events the SDK's webhook schema knows; the `users` source's `new_relation` is not one of them. */
const SDK_KNOWN_EVENTS = new Set([
  'message_received',
  'message_read',
  'message_reaction',
  'mail_sent',
  'mail_received',
  'mail_opened',
  'mail_link_clicked',
]);

const webhookShape = (w: Webhook) => {
  const events = w.events ?? [];
  return {
    object: 'Webhook',
    id: w.id,
    type: 'AUTO',
    source: w.source,
    request_url: w.requestUrl,
    name: w.name,
    format: w.format,
    data: [],
    // Accounts as the SDK lists them: `{id, type}` objects, not bare ids.
    account_ids: (w.accountIds ?? []).map((id) => ({ id, type: 'LINKEDIN' })),
    headers: w.headers,
    enabled: true,
    // Listed only when the SDK's schema knows every one (events are optional there); `users` webhooks omit them.
    ...(events.every((e) => SDK_KNOWN_EVENTS.has(e)) ? { events } : {}),
    created_at: new Date(w.createdAt).toISOString(),
  };
};

/** `POST/GET /webhooks`, `DELETE /webhooks/{id}`. */
export function webhooksRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/webhooks', async (req, res) => {
    const body = bodyOf(req);
    const source = requiredString(body.source, 'source') as WebhookSource;
    if (!WEBHOOK_SOURCES.includes(source)) throw invalid(`source must be one of ${WEBHOOK_SOURCES.join(', ')}`);
    const requestUrl = requiredString(body.request_url, 'request_url');
    if (!/^https?:\/\//.test(requestUrl)) throw invalid('request_url must be an http(s) URL');
    const format = optionalString(body.format, 'format') ?? 'json';
    if (format !== 'json') throw invalid('the sandbox sends json webhooks only');
    const webhook = await ctx.webhooks.create(
      {
        source,
        requestUrl,
        format,
        name: optionalString(body.name, 'name') ?? null,
        accountIds: stringList(body.account_ids, 'account_ids'),
        headers: headerList(body.headers),
        events: stringList(body.events, 'events'),
      },
      ctx.clock.nowMs(),
    );
    res.status(201).json({ object: 'WebhookCreated', webhook_id: webhook.id });
  });

  router.get('/webhooks', (_req, res) => {
    res.json({ object: 'WebhookList', items: ctx.webhooks.list().map(webhookShape), cursor: null });
  });

  router.delete('/webhooks/:id', async (req, res) => {
    if (!(await ctx.webhooks.delete(req.params.id))) throw notFound(`Webhook ${req.params.id} not found`);
    res.json({ object: 'WebhookDeleted' });
  });
  return router;
}
