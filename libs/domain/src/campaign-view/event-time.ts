import type { DomainEvent } from '../events/event';

/** The data fields that carry an event's own time (the clock's, not the store's), most specific first. */
const TIME_FIELDS = ['occurredAt', 'completedAt', 'failedAt', 'fetchedAt', 'changedAt', 'deletedAt', 'removedAt', 'connectedAt', 'createdAt', 'scheduledAt', 'startedAt', 'registeredAt', 'at'] as const;

/**
 * When an event happened in the domain's time: the clock's time its data records (with the
 * sandbox sped up, a week passes in minutes, and the store's timestamps say nothing of it).
 * Undefined for an event that records none; the caller falls back to the store's time.
 */
export function eventTime(event: DomainEvent): string | undefined {
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return undefined;
  for (const field of TIME_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  }
  return undefined;
}
