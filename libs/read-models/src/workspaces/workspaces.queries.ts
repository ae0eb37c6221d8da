import type { WorkspaceRole } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

export interface Membership {
  readonly workspaceId: string;
  readonly name: string;
  readonly personal: boolean;
  readonly role: WorkspaceRole;
  /** The senders a `member` may use (owners and admins: all). */
  readonly senderAccess: readonly string[];
}

/** The user's workspaces with their role, their personal one first, then by name. */
export async function findMemberships(db: ReadModelDb, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['w.id', 'w.name', 'w.personal', 'm.role', 'm.sender_access'])
    .where('m.user_id', '=', userId)
    .orderBy('w.personal', 'desc')
    .orderBy('w.name')
    .execute();
  return rows.map((r) => ({
    workspaceId: r.id,
    name: r.name,
    personal: r.personal,
    role: r.role as WorkspaceRole,
    senderAccess: r.sender_access,
  }));
}

export async function findMembership(
  db: ReadModelDb,
  userId: string,
  workspaceId: string,
): Promise<Membership | undefined> {
  return (await findMemberships(db, userId)).find((m) => m.workspaceId === workspaceId);
}

export async function findWorkspace(db: ReadModelDb, workspaceId: string) {
  return db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
}

export interface MemberRow {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly role: WorkspaceRole;
  readonly senderAccess: readonly string[];
  readonly joinedAt: string;
}

export async function listMembers(db: ReadModelDb, workspaceId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.name', 'm.role', 'm.sender_access', 'm.joined_at'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.joined_at')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email ?? '',
    name: r.name ?? '',
    role: r.role as WorkspaceRole,
    senderAccess: r.sender_access,
    joinedAt: r.joined_at.toISOString(),
  }));
}

export async function findInvitationByTokenHash(db: ReadModelDb, tokenHash: string) {
  return db.selectFrom('workspace_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function listOpenInvitations(db: ReadModelDb, workspaceId: string, now: Date) {
  return db
    .selectFrom('workspace_invitations')
    .select(['invitation_id', 'email', 'role', 'expires_at', 'invited_by', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('state', '=', 'open')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function workspaceHistory(db: ReadModelDb, workspaceId: string, limit = 200) {
  return db
    .selectFrom('workspace_history')
    .select(['id', 'type', 'data', 'occurred_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('occurred_at', 'desc')
    .limit(limit)
    .execute();
}
