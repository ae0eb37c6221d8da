import type { ColumnType } from 'kysely';

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
