import type { ColumnType } from 'kysely';

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
