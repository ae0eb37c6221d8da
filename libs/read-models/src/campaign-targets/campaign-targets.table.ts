import type { TargetState } from '@outflow/domain';
import type { ColumnType } from 'kysely';

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
  /** The lead's member key among its owner's contacts (contact/member-key.ts), set at creation. */
  contact_id: string | null;
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
  /** The sender the lead was assigned (a campaign over several senders); null: the campaign's one sender. */
  account_id: string | null;
  /** The lead's campaign has several senders: it is paced only once assigned one. */
  needs_sender: ColumnType<boolean, boolean | undefined, boolean>;
}
