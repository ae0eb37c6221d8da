import type { ColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One lead at one step it reached (issue 21's funnel): reached when its sequence arrived there
 * (the campaign's start, or the outcome before naming it next), performed when the action reached
 * LinkedIn, with the variant sent; what followed it (acceptance, a reply) and whether the lead's
 * sequence stopped there (a reply, a failure, the Do-Not-Contact list).
 */
export interface CampaignFunnelLeadTable {
  target_id: string;
  step_id: string;
  campaign_id: string;
  user_id: string;
  action: string;
  variant_id: string | null;
  reached_at: Time;
  performed_at: MaybeTime;
  accepted: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the invitation was accepted (null on rows projected before it was kept). */
  accepted_at: MaybeTime;
  replied_at: MaybeTime;
  /** replied, failed or do-not-contact: the lead's sequence ended at this step for that reason. */
  stopped: string | null;
  /** The step the lead is at now (or ended at): only one row of a lead is current. */
  current: ColumnType<boolean, boolean | undefined, boolean>;
}
