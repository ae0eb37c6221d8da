import { WORKSPACE_EVENT_TYPES, type UserRegistered, type WorkspaceEvent } from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Transaction } from 'kysely';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';

type Trx = Transaction<ReadModelDatabase>;

/** Every user's personal workspace (its id is the user's): made at registration, nothing to record. */
async function personalWorkspace(trx: Trx, e: RecordedEvent<UserRegistered>): Promise<void> {
  const { userId, name, email, occurredAt } = e.data;
  await trx
    .insertInto('workspaces')
    .values({ id: userId, name: name || email, personal: true, created_at: occurredAt })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  await trx
    .insertInto('workspace_members')
    .values({ workspace_id: userId, user_id: userId, role: 'owner', joined_at: occurredAt })
    .onConflict((c) => c.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
}

async function applyWorkspaceEvent(trx: Trx, e: RecordedEvent<WorkspaceEvent>): Promise<void> {
  const { workspaceId, occurredAt } = e.data;
  const member = (userId: string) =>
    trx.updateTable('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId);
  switch (e.type) {
    case 'WorkspaceCreated':
      await trx
        .insertInto('workspaces')
        .values({ id: workspaceId, name: e.data.name, personal: e.data.personal, created_at: occurredAt })
        .onConflict((c) => c.column('id').doUpdateSet({ name: e.data.name }))
        .execute();
      await trx
        .insertInto('workspace_members')
        .values({ workspace_id: workspaceId, user_id: e.data.ownerId, role: 'owner', joined_at: occurredAt })
        .onConflict((c) => c.columns(['workspace_id', 'user_id']).doUpdateSet({ role: 'owner' }))
        .execute();
      break;
    case 'WorkspaceDeleted':
      // Gone for its members (the resolver answers 404); its history stays, as a record.
      await trx.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).execute();
      await trx
        .updateTable('workspace_invitations')
        .set({ state: 'revoked' })
        .where('workspace_id', '=', workspaceId)
        .where('state', '=', 'open')
        .execute();
      await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
      break;
    case 'WorkspaceRenamed':
      await trx.updateTable('workspaces').set({ name: e.data.name }).where('id', '=', workspaceId).execute();
      break;
    case 'MemberAdded':
      await trx
        .insertInto('workspace_members')
        .values({ workspace_id: workspaceId, user_id: e.data.userId, role: e.data.role, joined_at: occurredAt })
        .onConflict((c) => c.columns(['workspace_id', 'user_id']).doUpdateSet({ role: e.data.role }))
        .execute();
      break;
    case 'MemberRoleChanged':
      await member(e.data.userId).set({ role: e.data.role }).execute();
      break;
    case 'MemberRemoved':
      await trx
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', e.data.userId)
        .execute();
      break;
    case 'SenderAccessChanged':
      await member(e.data.userId).set({ sender_access: e.data.accountIds }).execute();
      break;
    case 'InvitationIssued': {
      const { invitationId, email, role, tokenHash, expiresAt, by } = e.data;
      await trx
        .insertInto('workspace_invitations')
        .values({
          invitation_id: invitationId,
          workspace_id: workspaceId,
          email,
          role,
          token_hash: tokenHash,
          expires_at: expiresAt,
          state: 'open',
          invited_by: by,
          created_at: occurredAt,
        })
        .onConflict((c) => c.column('invitation_id').doNothing())
        .execute();
      break;
    }
    case 'InvitationAccepted':
    case 'InvitationRevoked':
      await trx
        .updateTable('workspace_invitations')
        .set({ state: e.type === 'InvitationAccepted' ? 'accepted' : 'revoked' })
        .where('invitation_id', '=', e.data.invitationId)
        .execute();
      break;
  }
  // The workspace's history: every change, with who made it (the token's hash never leaves the stream).
  const { tokenHash: _hidden, ...data } = e.data as WorkspaceEvent['data'] & { tokenHash?: string };
  await trx
    .insertInto('workspace_history')
    .values({
      id: e.eventId,
      workspace_id: workspaceId,
      type: e.type,
      data: JSON.stringify(data),
      occurred_at: occurredAt,
    })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

/** Workspaces, their members and roles, invitations and history (issue 20). */
export const workspacesProjection: Projection<WorkspaceEvent | UserRegistered> = {
  name: 'workspaces',
  eventTypes: [...WORKSPACE_EVENT_TYPES, 'UserRegistered'],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'UserRegistered') await personalWorkspace(trx, event);
      else await applyWorkspaceEvent(trx, event);
    }
  },
};
