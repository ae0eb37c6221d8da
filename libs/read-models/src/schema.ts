import type { TargetState } from '@outflow/domain';
import type { ColumnType, Generated } from 'kysely';

/**
 * The read models' tables, all in the `read_models` schema. Every row carries its owner
 * (`user_id`, or `id` for users) and every query filters by it.
 */
export interface ProjectionCheckpointTable {
  projection: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** An event a projector set aside after failing to apply it (see `projector_parked` in the migrations). */
export interface ProjectorParkedTable {
  projection: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  event_id: string;
  stream_id: string;
  stream_position: ColumnType<string, string | bigint, string | bigint>;
  event_type: string;
  error: string;
  attempts: number;
  parked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  provider: string;
  registered_at: ColumnType<Date, Date | string, Date | string>;
  /** The browser's zone at sign-up (the schedule's default); null when it sent none. */
  time_zone: string | null;
  /** Tokens of an older version (or, without one, issued before signed_out_at) are revoked. */
  token_version: Generated<number>;
  signed_out_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** The domain's Role names: `user` for everyone, plus those granted (support). */
  roles: ColumnType<string[], string[] | undefined, string[]>;
}

export interface RateLimitSettingsTable {
  user_id: string;
  connections: number;
  messages: number;
  profile_views: number;
  inmails: number;
  likes: number;
  endorsements: number;
  followings: number;
  emails: number;
  total: number;
  weekly_connections: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ScheduleSettingsTable {
  user_id: string;
  time_zone: string;
  working_hours: ColumnType<{ enabled: boolean; days: number[]; start: string; end: string }, string, string>;
  warm_up_enabled: boolean;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** Why an account cannot act for a while (the domain's AccountHoldCode); one row per user and code. */
export interface AccountHoldTable {
  user_id: string;
  code: string;
  account_id: string;
  reason: string;
  until: ColumnType<Date | null, Date | string | null, Date | string | null>;
  since: ColumnType<Date, Date | string, Date | string>;
}

export interface LinkedInAccountTable {
  user_id: string;
  account_id: string | null;
  connection: 'none' | 'connected' | 'disconnected';
  /** The domain's LinkedInAccountState, folded by the domain's own evolve. */
  state: ColumnType<unknown, string, string>;
  last_updated: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface SubscriptionTable {
  user_id: string;
  plan: string | null;
  status: string | null;
  trial_end_date: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

export interface TargetStats {
  completed: number;
  running: number;
  paused: number;
  failed: number;
  total: number;
}

export interface CampaignTable {
  id: string;
  user_id: string;
  name: string;
  /** Server status: active, paused, completed, failed (anything else reads as pending). */
  status: string;
  /** Running, Completed, Paused, Ready or Empty. */
  progress_status: string;
  sequence: ColumnType<{ nodes: unknown[]; edges: unknown[] }, string, string>;
  target_count: number;
  targets_by_source_count: number;
  /** Percent, 0–100. */
  connection_accept_rate: number;
  /** Percent, 0–100. */
  response_rate: number;
  target_stats: ColumnType<TargetStats, string | undefined, string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  /** The LinkedIn account (provider id) the campaign acts through. */
  account_id: string | null;
  description: ColumnType<string, string | undefined, string>;
}

/**
 * One lead inside a campaign, as the runner's scheduler, the campaign stats and the campaign page see
 * it: `target_state` is the lead's folded TargetState (the domain's evolveTarget), every other
 * column but the store's times is derived from it (campaignTargetColumns).
 */
export interface CampaignTargetTable {
  target_id: string;
  user_id: string;
  campaign_id: string;
  /** Place in the campaign's lead list (0-based). */
  position: ColumnType<number, number | undefined, number>;
  profile_url: string;
  target_state: ColumnType<TargetState, string, string>;
  provider_id: string | null;
  public_id: string | null;
  step_id: string | null;
  phase: string;
  due_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** The domain's TargetStatus: scheduled, running, awaiting, completed or failed. */
  state: string;
  /** The current step's action, and the daily limit it counts against in its phase (null: none). */
  action: string | null;
  limit_key: string | null;
  /** The domain's WaitReason for due_at. */
  wait_reason: string | null;
  attempt: ColumnType<number, number | undefined, number>;
  /** Clock time and store time (real) of the step's live reservation, while running. */
  open_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reserved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  await_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_action: string | null;
  last_action_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_action_text: string | null;
  end_reason: string | null;
  failure: string | null;
  campaign_active: boolean;
  started: boolean;
  invited: boolean;
  accepted: boolean;
  messaged: boolean;
  replied: boolean;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** A campaign's LinkedIn actions counted against a limit, per account day ("actions today"). */
export interface CampaignDailyActionTable {
  campaign_id: string;
  user_id: string;
  day: string;
  count: number;
}

/** How many events a campaign's timeline holds (its own, its leads', their quota): the replay slider's length. */
export interface CampaignTimelineTable {
  campaign_id: string;
  user_id: string;
  events: number;
}

/** One read support staff made of a user's data (SupportAccessRecorded). */
export interface AccessLogTable {
  id: string;
  user_id: string;
  support_user_id: string;
  support_email: string;
  support_name: string;
  /** The domain's SupportRead. */
  what: string;
  campaign_id: string | null;
  detail: string | null;
  at: ColumnType<Date, Date | string, Date | string>;
}

export interface DailyUsageTable {
  user_id: string;
  /** The account's day (YYYY-MM-DD). */
  day: ColumnType<string, string, string>;
  /** A limit key of libs/domain (connections, messages, profileViews, ...). */
  action: string;
  count: number;
}

export interface ActivityTable {
  id: string;
  user_id: string;
  /** view-profile, send-connection, send-message, ... (spec 01 §2 Activity Dashboard). */
  action: string;
  profile_url: string;
  campaign_name: string | null;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  /** The campaign target acted on: the lead's id in the leads read model (null on rows projected before it was kept). */
  target_id: string | null;
  /** What was sent: the invitation note or the message (null for actions that send nothing). */
  text: string | null;
}

/** One lead of one campaign (its id is the campaign target's id); profile columns fill on enrichment. */
export interface LeadTable {
  id: string;
  user_id: string;
  campaign_id: string;
  campaign_name: string;
  /** Place in the campaign's lead list. */
  position: number;
  profile_url: string;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  location: string | null;
  country: string | null;
  company_name: string | null;
  job_title: string | null;
  picture_url: string | null;
  website: string | null;
  /** The domain's LeadProfile as fetched, or null before enrichment. */
  profile_data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  profile_data_fetched: boolean;
  /** The domain's TargetStatus: scheduled, running, awaiting, completed or failed. */
  status: string;
  replied: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** A saved AI prompt (spec 02 §3); deleted prompts have no row. */
export interface PromptTable {
  id: string;
  user_id: string;
  name: string;
  content: string;
  category: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** One chat of the user's LinkedIn account (the inbox list). */
export interface ChatTable {
  user_id: string;
  chat_id: string;
  account_id: string;
  attendee_provider_id: string | null;
  attendee_public_id: string | null;
  /** The domain's ChatAttendee list. */
  attendees: ColumnType<ChatAttendeeRow[], string, string>;
  unread_count: number;
  last_message_text: string;
  last_message_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ChatAttendeeRow {
  providerId: string | null;
  isSelf: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
  profileUrl: string | null;
}

export interface ChatMessageTable {
  user_id: string;
  chat_id: string;
  message_id: string;
  text: string;
  sent_at: ColumnType<Date, Date | string, Date | string>;
  is_sender: boolean;
}

export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointTable;
  projector_parked: ProjectorParkedTable;
  users: UserTable;
  rate_limit_settings: RateLimitSettingsTable;
  schedule_settings: ScheduleSettingsTable;
  account_holds: AccountHoldTable;
  linkedin_accounts: LinkedInAccountTable;
  subscriptions: SubscriptionTable;
  campaigns: CampaignTable;
  daily_usage: DailyUsageTable;
  activities: ActivityTable;
  leads: LeadTable;
  campaign_targets: CampaignTargetTable;
  campaign_daily_actions: CampaignDailyActionTable;
  campaign_timelines: CampaignTimelineTable;
  access_log: AccessLogTable;
  prompts: PromptTable;
  chats: ChatTable;
  chat_messages: ChatMessageTable;
}

export type Row<T extends keyof ReadModelDatabase> = ReadModelDatabase[T];
export type { Generated };
