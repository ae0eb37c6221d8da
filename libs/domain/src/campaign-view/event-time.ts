import type { DomainEvent } from '../events/event';

/**
 * When an event happened in the domain's time: the clock's time its data records as `occurredAt`
 * (with the sandbox sped up, a week passes in minutes, and the store's timestamps say nothing of it).
 * Undefined for an event that records none; the caller falls back to the store's time.
 */
export function eventTime(event: DomainEvent): string | undefined {
  const data = event.data as { occurredAt?: unknown } | null;
  if (!data || typeof data !== 'object') return undefined;
  const value = data.occurredAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}
