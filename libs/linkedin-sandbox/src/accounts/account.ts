import type { MemberIdentity } from '../population/profile';

/** The LinkedIn member who owns a connected sandbox account. */
export interface OwnerProfile extends MemberIdentity {
  premium: boolean;
}

/** `OK` while connected, `CREDENTIALS` once disconnected (until reconnected through a hosted link). */
export type AccountStatus = 'OK' | 'CREDENTIALS';

export interface SandboxAccount {
  id: string;
  seq: number;
  linkName: string | null;
  owner: OwnerProfile;
  status: AccountStatus;
  restrictedUntil: number | null;
  refusedInvites: number;
  createdAt: number;
  deletedAt: number | null;
}

export function isRestricted(account: SandboxAccount, nowMs: number): boolean {
  return account.restrictedUntil !== null && account.restrictedUntil > nowMs;
}
