import { Inject, Injectable } from '@nestjs/common';
import {
  isGrantableRole,
  rolesDecider,
  ROLES,
  userStream,
  type Clock,
  type EventMetadata,
  type GrantableRole,
  type Role,
} from '@outflow/domain';
import { handleCommand, loadState, type EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';

const isRole = (r: string): r is Role => ROLES.includes(r as Role);

/**
 * The roles of the user behind a request. Roles are events on the user's stream: granted by an
 * operator (read back from the users read model), or, in OIDC mode with OIDC_ROLES_CLAIM, carried by
 * the provider's token, which are recorded on the stream whenever they differ from what it holds.
 */
@Injectable()
export class RequestRoles {
  /** The claimed roles last recorded per user in this process: the stream is read only when they change. */
  private readonly recorded = new Map<string, string>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string, claimed: readonly string[] | undefined, correlationId: string): Promise<Role[]> {
    if (claimed === undefined) {
      const row = await this.db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirst();
      return (row?.roles ?? ['user']).filter(isRole);
    }
    const granted = [...new Set(claimed.filter(isGrantableRole))].sort();
    const key = granted.join(',');
    if (this.recorded.get(userId) !== key) {
      await this.record(userId, granted, { userId, actor: 'system', correlationId, causationId: correlationId });
      this.recorded.set(userId, key);
    }
    return ['user', ...granted];
  }

  private async record(userId: string, claimed: readonly GrantableRole[], metadata: EventMetadata): Promise<void> {
    const { state } = await loadState(this.store, userStream(userId), rolesDecider);
    const now = this.clock.now();
    for (const role of claimed) {
      if (!state.roles.includes(role))
        await handleCommand(
          this.store,
          userStream(userId),
          rolesDecider,
          { type: 'GrantRole', data: { role, source: 'oidc-claim', now } },
          metadata,
        );
    }
    for (const role of state.roles) {
      if (isGrantableRole(role) && !claimed.includes(role))
        await handleCommand(
          this.store,
          userStream(userId),
          rolesDecider,
          { type: 'RevokeRole', data: { role, source: 'oidc-claim', now } },
          metadata,
        );
    }
  }
}
