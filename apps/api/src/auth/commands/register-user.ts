import {
  DomainError,
  registrationDecider,
  userStream,
  type Clock,
  type DomainEvent,
  type EventMetadata,
} from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';

/**
 * Starts the user's stream with UserRegistered unless it already has it (sign-up, a login that
 * repairs an interrupted sign-up, or the first sight of an OIDC subject). Idempotent.
 */
export async function ensureUserRegistered(
  store: EventStore,
  clock: Clock,
  user: { id: string; email: string; name: string; provider: 'local' | 'oidc'; timeZone?: string },
  metadata: EventMetadata,
): Promise<HandleCommandResult<DomainEvent> | undefined> {
  try {
    return await handleCommand(
      store,
      userStream(user.id),
      registrationDecider,
      {
        type: 'RegisterUser',
        data: {
          userId: user.id,
          email: user.email,
          name: user.name,
          provider: user.provider,
          now: clock.now(),
          timeZone: user.timeZone,
        },
      },
      metadata,
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'ALREADY_REGISTERED')) throw error;
    return undefined;
  }
}
