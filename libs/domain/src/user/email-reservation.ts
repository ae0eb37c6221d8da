import { evolveByType } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * A local account's credential, on `emailStream(email)`, appended with expected version
 * "no stream": the event store, not a read model, guarantees one address belongs to one account.
 * It is written before the user stream, so a crash in between is repaired at the next login.
 */
export type EmailReserved = DomainEvent<
  'EmailReserved',
  { email: string; userId: string; name: string; passwordHash: string }
>;

/** A new password for the account (after a reset link was used), on the same e-mail stream. */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; occurredAt: string }
>;

export interface LocalCredential {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
}

/** The credential held by an e-mail stream, or undefined when the address is free. */
export function credentialFrom(events: ReadonlyArray<DomainEvent>): LocalCredential | undefined {
  return events.reduce(evolveCredential, undefined);
}

const evolveCredential = evolveByType<LocalCredential | undefined, EmailReserved | PasswordChanged>({
  EmailReserved: (_, { data }) => ({ ...data }),
  PasswordChanged: (credential, { data }) => credential && { ...credential, passwordHash: data.passwordHash },
});
