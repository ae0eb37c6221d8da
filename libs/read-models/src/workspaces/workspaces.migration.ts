import { sql } from 'kysely';
import { key, required, stampedNow, defaulted } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { createTables, dropTables, type ReadModelTable } from '../migrations/read-model-table';

const tables: ReadModelTable[] = [
  {
    name: 'workspaces',
    columns: [key('id'), required('text', 'name'), defaulted('boolean', false, 'personal'), stampedNow('created_at')],
  },
  {
    name: 'workspace_members',
    columns: [
      required('text', 'workspace_id', 'user_id', 'role'),
      defaulted(sql`text[]`, sql`'{}'`, 'sender_access'),
      stampedNow('joined_at'),
    ],
    primaryKey: { workspace_members_pkey: ['workspace_id', 'user_id'] },
    indexes: { workspace_members_user: ['user_id'] },
  },
  {
    name: 'workspace_invitations',
    columns: [
      key('invitation_id'),
      required('text', 'workspace_id', 'email', 'role', 'token_hash'),
      required('timestamptz', 'expires_at'),
      defaulted('text', 'open', 'state'),
      required('text', 'invited_by'),
      stampedNow('created_at'),
    ],
    indexes: { workspace_invitations_token: ['token_hash'], workspace_invitations_workspace: ['workspace_id'] },
  },
  {
    name: 'workspace_history',
    columns: [
      key('id'),
      required('text', 'workspace_id', 'type'),
      required('jsonb', 'data'),
      required('timestamptz', 'occurred_at'),
    ],
    indexes: { workspace_history_workspace: ['workspace_id', 'occurred_at'] },
  },
];

export const workspacesMigration = {
  /**
   * Workspaces (issue 20): every user's personal workspace (id = user id) and the ones they create,
   * their members with roles, invitations and history. Read models only: a rebuild derives the
   * personal workspaces from the registrations.
   */
  '0020-workspaces': {
    async up(db) {
      await createTables(db, ...tables);
      // Users registered before: their personal workspace, as the projection would make it.
      await sql`INSERT INTO workspaces (id, name, personal, created_at)
        SELECT id, coalesce(nullif(name, ''), email), true, registered_at FROM users ON CONFLICT DO NOTHING`.execute(
        db,
      );
      await sql`INSERT INTO workspace_members (workspace_id, user_id, role, joined_at)
        SELECT id, id, 'owner', registered_at FROM users ON CONFLICT DO NOTHING`.execute(db);
    },
    async down(db) {
      await dropTables(db, ...tables);
    },
  },
} satisfies MigrationParts;
