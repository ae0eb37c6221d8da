import type { ColumnType } from 'kysely';

type Time = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A LinkedIn member as one owner's outreach knows them (the contact stream, folded): who they are,
 * whether they replied, are invited or connected, are on the Do-Not-Contact list, and which
 * campaign's sequence holds them. `contact_id` is the member key (contact/member-key.ts).
 */
export interface ContactTable {
  user_id: string;
  contact_id: string;
  profile_url: string;
  provider_id: string | null;
  public_id: string | null;
  name: string | null;
  source: string;
  held_by_campaign_id: string | null;
  held_by_target_id: string | null;
  held_since: Time;
  sequences_ended: ColumnType<number, number | undefined, number>;
  last_outcome: string | null;
  replied_at: Time;
  replied_chat_id: string | null;
  last_reply_text: string | null;
  invited_at: Time;
  connected_at: Time;
  dnc_code: string | null;
  dnc_reason: string | null;
  dnc_since: Time;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
