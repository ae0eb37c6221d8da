import { postWebhookValidator, type UnipileClient } from 'unipile-node-sdk';
import type { LinkedInWebhookIds } from '../linkedin-models';
import type { WebhookRegistration } from '../linkedin-provider';
import type { CallPolicy } from './call-policy';
import { list, record, text } from './wire-read';

export const DEFAULT_WEBHOOK_SECRET_HEADER = 'x-outflow-webhook-secret';

type Source = 'messaging' | 'users' | 'account_status';
type SdkWebhookBody = Parameters<UnipileClient['webhook']['create']>[0];

interface WebhookSpec {
  readonly key: keyof LinkedInWebhookIds;
  readonly source: Source;
  readonly suffix: string;
  readonly url: string;
  readonly events?: string[];
}

/**
 * Creates the three webhooks (new messages, new relations, account status), each with our secret
 * header since the provider signs nothing (unipile.md §3). A webhook already registered under the
 * same name, URL and secret is kept, so registering on every start does not multiply deliveries;
 * one under another URL or secret is replaced, and extra ones of the same name (two processes that
 * once registered at the same time) are deleted. Callers in several processes serialize it
 * (registerLinkedInWebhooks holds a Postgres lock), else two could both find none and both create.
 */
export async function registerUnipileWebhooks(
  client: UnipileClient,
  policy: CallPolicy,
  registration: WebhookRegistration,
): Promise<LinkedInWebhookIds> {
  const prefix = registration.namePrefix ?? 'outflow';
  const secretHeader = registration.secretHeader ?? DEFAULT_WEBHOOK_SECRET_HEADER;
  const headers = [{ key: secretHeader, value: registration.secret }];
  // A provider that lists no headers cannot tell us the secret: a webhook with the right URL is then taken as ours.
  const carriesSecret = (webhook: Record<string, unknown>) =>
    webhook.headers === undefined ||
    list(webhook.headers)
      .map(record)
      .some((h) => text(h.key)?.toLowerCase() === secretHeader.toLowerCase() && text(h.value) === registration.secret);
  const specs: WebhookSpec[] = [
    {
      key: 'messaging',
      source: 'messaging',
      suffix: 'messages',
      url: registration.messagesUrl,
      events: ['message_received'],
    },
    {
      key: 'relations',
      source: 'users',
      suffix: 'relations',
      url: registration.relationsUrl,
      events: ['new_relation'],
    },
    { key: 'accountStatus', source: 'account_status', suffix: 'account-status', url: registration.accountStatusUrl },
  ];
  const existing = list(record(await policy.safe(() => client.webhook.getAll())).items).map(record);
  const ids = {} as Record<keyof LinkedInWebhookIds, string>;
  for (const spec of specs) {
    const name = `${prefix}-${spec.suffix}`;
    const named = existing.filter((w) => w.name === name && text(w.id));
    const kept = named.find((w) => text(w.request_url) === spec.url && carriesSecret(w));
    for (const other of named.filter((w) => w !== kept))
      await policy.once(() => client.webhook.delete(text(other.id)!));
    if (kept) {
      ids[spec.key] = text(kept.id)!;
      continue;
    }
    const body = {
      source: spec.source,
      request_url: spec.url,
      name,
      format: 'json',
      headers,
      ...(registration.accountIds ? { account_ids: registration.accountIds } : {}),
      ...(spec.events ? { events: spec.events } : {}),
    };
    // The SDK's typed create does not know the `users` source: that one goes through its request
    // sender, with the SDK's own schema for the answer (WebhookCreated), which is the same.
    const created = await policy.once(() =>
      spec.source === 'users'
        ? client.request.send({
            method: 'POST',
            path: ['webhooks'],
            body,
            headers: { 'Content-Type': 'application/json' },
            validator: postWebhookValidator,
          })
        : client.webhook.create(body as SdkWebhookBody),
    );
    const id = text(record(created).webhook_id) ?? text(record(created).id);
    if (!id) throw new TypeError(`The provider did not return an id for webhook ${name}`);
    ids[spec.key] = id;
  }
  return ids;
}
