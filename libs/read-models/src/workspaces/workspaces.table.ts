import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string, Date | string>;

/** A workspace (a personal one has its user's id and is named after them). */
export interface WorkspaceTable {
  id: string;
  name: string;
  personal: boolean;
  created_at: Time;
}

/** Who is in a workspace, with which role, and (members) which senders they may use. */
export interface WorkspaceMemberTable {
  workspace_id: string;
  user_id: string;
  role: string;
  /** LinkedIn account ids a `member` may use (owners and admins use all). */
  sender_access: ColumnType<string[], string[] | undefined, string[]>;
  joined_at: Time;
}

/** A workspace's invitations: found by their token's hash when the link is opened. */
export interface WorkspaceInvitationTable {
  invitation_id: string;
  workspace_id: string;
  email: string;
  role: string;
  token_hash: string;
  expires_at: Time;
  state: string;
  invited_by: string;
  created_at: Time;
}

/** A workspace's history: every change to it, with who made it. */
export interface WorkspaceHistoryTable {
  id: string;
  workspace_id: string;
  type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: Time;
}
