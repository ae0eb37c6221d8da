import { DeciderSpecification } from '../testing/decider-specification';
import type { WebhookSubscriptionCommand } from './webhook-subscription-commands';
import type { WebhookSubscriptionCreated } from './webhook-subscription-events';
import { webhookSubscriptionsDecider } from './webhook-subscriptions.decider';
import { nextWebhookAttempt, webhookFailingTooLong, WEBHOOK_RETRY_WINDOW_MS } from './webhook-retry-schedule';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const spec = DeciderSpecification(webhookSubscriptionsDecider);
const ids = { subscriptionId: 's1', ownerId: 'u1', now };
const create = (over: Record<string, unknown> = {}): WebhookSubscriptionCommand => ({
  type: 'CreateWebhookSubscription',
  data: { ...ids, url: 'https://crm.example.com/hooks', eventTypes: ['lead.replied'], secret: 'whsec_x', ...over },
});
const created: WebhookSubscriptionCreated = {
  type: 'WebhookSubscriptionCreated',
  data: {
    subscriptionId: 's1',
    ownerId: 'u1',
    url: 'https://crm.example.com/hooks',
    eventTypes: ['lead.replied'],
    description: null,
    secret: 'whsec_x',
    occurredAt: at,
  },
};

describe('webhook subscriptions', () => {
  it('records a subscription with its URL, event types and secret', () => {
    spec.given([]).when(create()).then([created]);
  });

  it.each([
    [{ url: 'ftp://crm.example.com' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'https://user:pw@crm.example.com' }, 'url'],
    [{ eventTypes: [] }, 'eventTypes'],
    [{ eventTypes: ['lead.exploded'] }, 'eventTypes'],
    [{ description: 'd'.repeat(501) }, 'description'],
  ])('refuses %p, naming %s', (over, field) => {
    spec.given([]).when(create(over)).thenThrows({ field });
  });

  it('changes only what a PATCH gives, and pauses and resumes by `active`', () => {
    spec
      .given([created])
      .when({ type: 'ChangeWebhookSubscription', data: { ...ids, eventTypes: ['lead.accepted', 'lead.replied'] } })
      .thenMatches([
        {
          type: 'WebhookSubscriptionChanged',
          data: { url: created.data.url, eventTypes: ['lead.accepted', 'lead.replied'] },
        },
      ])
      .when({ type: 'ChangeWebhookSubscription', data: { ...ids, active: false } })
      .thenMatches([{ type: 'WebhookSubscriptionPaused', data: { subscriptionId: 's1' } }])
      .when({ type: 'FailWebhookSubscription', data: ids })
      .thenNothing()
      .when({ type: 'ChangeWebhookSubscription', data: { ...ids, active: true } })
      .thenMatches([{ type: 'WebhookSubscriptionResumed' }]);
  });

  it('pauses a failing subscription once, and a deleted one is not found', () => {
    spec
      .given([created])
      .when({ type: 'FailWebhookSubscription', data: ids })
      .thenMatches([{ type: 'WebhookSubscriptionFailed', data: { url: created.data.url } }])
      .when({ type: 'DeleteWebhookSubscription', data: ids })
      .thenMatches([{ type: 'WebhookSubscriptionDeleted' }])
      .when({ type: 'ChangeWebhookSubscription', data: { ...ids, active: true } })
      .thenThrows({ code: 'NOT_FOUND' });
  });
});

describe('webhook retry schedule', () => {
  const expires = new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  it('backs off from 30 s, doubling up to an hour between tries', () => {
    const gaps = [1, 2, 3, 8, 9, 20].map((n) => nextWebhookAttempt(n, now, expires)!.getTime() - now.getTime());
    expect(gaps).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('gives up once the next try would fall past the 24 hours', () => {
    expect(nextWebhookAttempt(20, new Date(expires.getTime() - 60_000), expires)).toBeNull();
  });

  it('pauses after 3 days of failures', () => {
    expect(webhookFailingTooLong(now, new Date(now.getTime() + 3 * 86_400_000 - 1))).toBe(false);
    expect(webhookFailingTooLong(now, new Date(now.getTime() + 3 * 86_400_000))).toBe(true);
  });
});
