import type { Queryable } from '../db/sandbox-database';
import { fnv1a } from '../population/deterministic-random';
import type { SandboxProfile } from '../population/profile';

/** Where one member stands towards one account. */
export interface TargetState {
  relationAt: Date | null;
  pendingInvitationId: string | null;
}

export type Degree = 1 | 2 | 3 | null;

/** The relation and pending-invitation state of several members towards an account, in one query. */
export async function targetStates(q: Queryable, accountId: string, providerIds: string[]): Promise<Map<string, TargetState>> {
  const states = new Map<string, TargetState>(providerIds.map((id) => [id, { relationAt: null, pendingInvitationId: null }]));
  if (providerIds.length === 0) return states;
  const { rows } = await q.query<{ provider_id: string; relation_at: Date | null; invitation_id: string | null }>(
    `SELECT provider_id, created_at AS relation_at, NULL AS invitation_id FROM relations
       WHERE account_id = $1 AND provider_id = ANY($2)
     UNION ALL
     SELECT provider_id, NULL, id FROM invitations WHERE account_id = $1 AND provider_id = ANY($2) AND status = 'PENDING'`,
    [accountId, providerIds],
  );
  for (const row of rows) {
    const state = states.get(row.provider_id);
    if (!state) continue;
    if (row.relation_at) state.relationAt = row.relation_at;
    if (row.invitation_id) state.pendingInvitationId = row.invitation_id;
  }
  return states;
}

/** 1st degree when related, else a stable 2nd/3rd/out-of-network draw per (account, member). */
export function degreeOf(accountId: string, profile: SandboxProfile, state: TargetState): Degree {
  if (state.relationAt) return 1;
  const draw = fnv1a(`${accountId}:${profile.index}`) % 100;
  return draw < 45 ? 2 : draw < 85 ? 3 : null;
}

export function profileDistance(degree: Degree): string {
  return degree === 1 ? 'FIRST_DEGREE' : degree === 2 ? 'SECOND_DEGREE' : degree === 3 ? 'THIRD_DEGREE' : 'OUT_OF_NETWORK';
}

/** Search results and chat attendees spell distance this way. */
export function searchDistance(degree: Degree): string {
  return degree === null ? 'OUT_OF_NETWORK' : `DISTANCE_${degree}`;
}
