import type { ProjectedNotice } from '@outflow/read-models';

/** A socket.io event for the browser: its name (spec 02 §7 "Real-time socket") and payload. */
export interface SocketEvent {
  readonly name: string;
  readonly payload: unknown;
}

/**
 * The projected events the browser hears about at once, one socket event each, and as what. The
 * payload is a hint: the page re-queries the read model (a missed notice is harmless). Pushes that
 * carry read-model state (campaign:update, campaign:list-update, activity:update) are coalesced
 * instead: see coalesced-pushes.ts.
 */
export function socketEventFor(notice: ProjectedNotice): SocketEvent | undefined {
  switch (notice.type) {
    case 'LinkedInAccountDisconnected':
      return {
        name: 'notification:error',
        payload: {
          message: 'Your LinkedIn account has been disconnected. Please reconnect to continue using LinkedIn features.',
        },
      };
    case 'LinkedInAccountConnected':
      return { name: 'notification:success', payload: { message: 'LinkedIn account connected' } };
    case 'SubscriptionLapsed':
      return {
        name: 'notification:error',
        payload: { message: 'Your subscription has expired. Please renew to continue.' },
      };
    case 'TargetProfileFetched':
      // A lead's profile was fetched again (reset-profiles): the leads pages refetch (spec 01 §4 Live updates).
      return { name: 'lead:update', payload: { leadId: notice.streamId.replace(/^campaign_target-/, '') } };
    case 'SupportAccessRecorded':
      // Someone from support read the user's data: the Account page's access log refetches.
      return { name: 'access-log:update', payload: {} };
    case 'WebhookSubscriptionFailed':
      return {
        name: 'notification:error',
        payload: {
          message: 'Webhook deliveries failed for 3 days, so the subscription was paused: see Settings → Webhooks',
        },
      };
    case 'SubscriptionActivated':
      return {
        name: 'notification:success',
        payload: { message: 'Payment successful! Your subscription is now active.' },
      };
    default:
      return undefined;
  }
}
