import type { Generated } from 'kysely';
import type { ApiKeyTable } from './api-keys/api-keys.table';
import type { AccessLogTable } from './access-log/access-log.table';
import type { AccountHoldTable } from './account-holds/account-holds.table';
import type { ActivityTable, DailyUsageTable } from './activities/activities.table';
import type { CampaignFunnelLeadTable } from './campaign-funnel/campaign-funnel.table';
import type { CampaignDailyActionTable } from './campaign-daily-actions/campaign-daily-actions.table';
import type { CampaignTargetTable } from './campaign-targets/campaign-targets.table';
import type { CampaignTimelineTable } from './campaign-timelines/campaign-timelines.table';
import type { CampaignTable } from './campaigns/campaigns.table';
import type { ChatMessageTable, ChatTable } from './chats/chats.table';
import type { ContactTable } from './contacts/contacts.table';
import type { LeadTable } from './leads/leads.table';
import type { LinkedInAccountTable } from './linkedin-accounts/linkedin-accounts.table';
import type { ProjectionCheckpointTable, ProjectorParkedTable } from './projector-state/projector-state.table';
import type { PromptTable } from './prompts/prompts.table';
import type { RateLimitSettingsTable } from './rate-limit-settings/rate-limit-settings.table';
import type { ScheduleSettingsTable } from './schedule-settings/schedule-settings.table';
import type { SenderSettingsTable } from './sender-settings/sender-settings.table';
import type { SubscriptionTable } from './subscriptions/subscriptions.table';
import type { UserTable } from './users/users.table';
import type {
  WorkspaceHistoryTable,
  WorkspaceInvitationTable,
  WorkspaceMemberTable,
  WorkspaceTable,
} from './workspaces/workspaces.table';
import type { WebhookSubscriptionTable } from './webhook-subscriptions/webhook-subscriptions.table';

/**
 * The read models' tables, all in the `read_models` schema, each defined in its read model's
 * folder. Every row carries its owner (`user_id`, or `id` for users) and every query filters by it.
 */
export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointTable;
  projector_parked: ProjectorParkedTable;
  users: UserTable;
  rate_limit_settings: RateLimitSettingsTable;
  schedule_settings: ScheduleSettingsTable;
  sender_settings: SenderSettingsTable;
  account_holds: AccountHoldTable;
  linkedin_accounts: LinkedInAccountTable;
  subscriptions: SubscriptionTable;
  campaigns: CampaignTable;
  daily_usage: DailyUsageTable;
  activities: ActivityTable;
  leads: LeadTable;
  campaign_targets: CampaignTargetTable;
  campaign_daily_actions: CampaignDailyActionTable;
  campaign_funnel_leads: CampaignFunnelLeadTable;
  campaign_timelines: CampaignTimelineTable;
  access_log: AccessLogTable;
  prompts: PromptTable;
  chats: ChatTable;
  chat_messages: ChatMessageTable;
  contacts: ContactTable;
  workspaces: WorkspaceTable;
  workspace_members: WorkspaceMemberTable;
  workspace_invitations: WorkspaceInvitationTable;
  workspace_history: WorkspaceHistoryTable;
  api_keys: ApiKeyTable;
  webhook_subscriptions: WebhookSubscriptionTable;
}

export type Row<T extends keyof ReadModelDatabase> = ReadModelDatabase[T];
export type { Generated };
