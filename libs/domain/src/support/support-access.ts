import type { DomainEvent } from '../events/event';

/** What support staff looked at: each answer of the support console is one of these. */
export type SupportRead =
  | 'search'
  | 'account'
  | 'campaigns'
  | 'campaign-state'
  | 'campaign-replay'
  | 'campaign-history'
  | 'campaign-export'
  | 'campaign-funnel'
  | 'campaign-daily';

/** How the access log names each read (the Account page shows it). */
export const SUPPORT_READ_LABELS: Readonly<Record<SupportRead, string>> = {
  search: 'Found in a search for users',
  account: 'Account, subscription, LinkedIn account and limits',
  campaigns: 'Campaign list',
  'campaign-state': 'Campaign page',
  'campaign-replay': 'Campaign replay',
  'campaign-history': 'Campaign timeline',
  'campaign-export': 'Campaign history export',
  'campaign-funnel': 'Campaign results (funnel)',
  'campaign-daily': 'Campaign figures by day',
};

/**
 * A support read of one user's data: who (the support staff member), whose data (the stream's
 * user, also the event's tenant), what (and which campaign), when. Appended to the user's own
 * access-log stream before the answer leaves the server, so no read goes unrecorded; nothing
 * removes it (events are never rewritten).
 */
export type SupportAccessRecorded = DomainEvent<
  'SupportAccessRecorded',
  {
    userId: string;
    supportUserId: string;
    supportEmail: string;
    supportName: string;
    what: SupportRead;
    campaignId: string | null;
    /** The read's parameters in short (a replay's point in time, the timeline's filters). */
    detail: string | null;
    occurredAt: string;
  }
>;

/** One stream per user: who from support read their data. */
export const accessLogStream = (userId: string): string => `access_log-${userId}`;
