import { fnv1a } from '../population/deterministic-random';
import type { SandboxProfile } from '../population/profile';
import type { NetworkCache } from './network-cache';

/** Where one member stands towards one account. */
export interface TargetState {
  relationAt: Date | null;
  pendingInvitationId: string | null;
}

export type Degree = 1 | 2 | 3 | null;

/** The relation and pending-invitation state of several members towards an account. */
export async function targetStates(
  cache: NetworkCache,
  accountId: string,
  providerIds: string[],
): Promise<Map<string, TargetState>> {
  const network = await cache.of(accountId);
  return new Map(
    providerIds.map((id) => [
      id,
      {
        relationAt: network.relations.get(id) ?? null,
        pendingInvitationId: network.pendingByProvider.get(id) ?? null,
      },
    ]),
  );
}

/** One member's state towards an account, with the skills the account endorsed. */
export async function memberState(
  cache: NetworkCache,
  accountId: string,
  providerId: string,
): Promise<{ state: TargetState; endorsed: Set<string> }> {
  const network = await cache.of(accountId);
  return {
    state: {
      relationAt: network.relations.get(providerId) ?? null,
      pendingInvitationId: network.pendingByProvider.get(providerId) ?? null,
    },
    endorsed: network.endorsed.get(providerId) ?? new Set(),
  };
}

/** 1st degree when related, else a stable 2nd/3rd/out-of-network draw per (account, member). */
export function degreeOf(accountId: string, profile: SandboxProfile, state: TargetState): Degree {
  if (state.relationAt) return 1;
  const draw = fnv1a(`${accountId}:${profile.index}`) % 100;
  return draw < 45 ? 2 : draw < 85 ? 3 : null;
}

export function profileDistance(degree: Degree): string {
  return degree === 1
    ? 'FIRST_DEGREE'
    : degree === 2
      ? 'SECOND_DEGREE'
      : degree === 3
        ? 'THIRD_DEGREE'
        : 'OUT_OF_NETWORK';
}

/** Search results and chat attendees spell distance this way. */
export function searchDistance(degree: Degree): string {
  return degree === null ? 'OUT_OF_NETWORK' : `DISTANCE_${degree}`;
}
