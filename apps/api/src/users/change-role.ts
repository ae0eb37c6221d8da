import { rolesDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { randomUUID } from 'node:crypto';

/**
 * An operator grants or revokes a role on the user's stream (actor operator). Answers whether
 * anything changed: granting a role the user has, or revoking one they lack, records nothing.
 */
export async function changeRole(
  store: EventStore,
  clock: Clock,
  userId: string,
  change: 'grant' | 'revoke',
  role: string,
): Promise<boolean> {
  const command =
    change === 'grant'
      ? ({ type: 'GrantRole', data: { role, source: 'operator', now: clock.now() } } as const)
      : ({ type: 'RevokeRole', data: { role, source: 'operator', now: clock.now() } } as const);
  const { newEvents } = await handleCommand(store, userStream(userId), rolesDecider, command, {
    userId,
    actor: 'operator',
    correlationId: `users-cli-${randomUUID()}`,
  });
  return newEvents.length > 0;
}
