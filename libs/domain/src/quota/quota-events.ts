import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';
import type { LimitKey } from '../rate-limits/limits';

/**
 * A LinkedIn account's quota lives on one stream per account and local day
 * (`quotaStream(accountId, day)`). A reservation belongs to one step of one target (`key` =
 * `target|step`): its retries reuse it, it is released when nothing was sent, and it is matched by
 * exactly one LinkedInActionPerformed when something was. Appended with the stream's expected
 * version, so however many runners race, the counts never pass the limits.
 */
export type QuotaReserved = DomainEvent<
  'QuotaReserved',
  {
    accountId: string;
    day: string;
    key: string;
    limit: LimitKey;
    campaignId: string;
    targetId: string;
    stepId: string;
    /** The work-queue job that holds it: a redelivery of the same job may reconcile it. */
    jobId: string;
    occurredAt: string;
  }
>;

/** Why a reservation was given back: the attempt ended without anything reaching LinkedIn. */
export type QuotaReleaseReason = 'failed' | 'deferred' | 'not-needed' | 'target-finished';

export type QuotaReleased = DomainEvent<
  'QuotaReleased',
  {
    accountId: string;
    day: string;
    key: string;
    campaignId: string;
    targetId: string;
    reason: QuotaReleaseReason;
    occurredAt: string;
  }
>;

export type QuotaEvent = QuotaReserved | QuotaReleased;

export const QUOTA_EVENT_TYPES = eventTypesOf({
  QuotaReserved: true,
  QuotaReleased: true,
} satisfies Record<QuotaEvent['type'], true>);

/** The reservation key of one step of one target. */
export const quotaKey = (targetId: string, stepId: string): string => `${targetId}|${stepId}`;
