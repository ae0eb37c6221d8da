/**
 * What a webhook subscription can ask for (issue 22). Each is derived from events the system
 * already records (webhook-outcomes in @outflow/integrations says which).
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.replied',
  'lead.accepted',
  'lead.stopped',
  'lead.completed',
  'campaign.started',
  'campaign.paused',
  'campaign.completed',
  'campaign.hold_started',
  'campaign.hold_ended',
  'message.received',
  'contact.do_not_contact_added',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
