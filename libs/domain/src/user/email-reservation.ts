import type { DomainEvent } from '../events/event';

/**
 * Appended to `emailStream(email)` with expected version "no stream": the event store, not a
 * read model, guarantees that one address belongs to one local account.
 */
export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string }>;
