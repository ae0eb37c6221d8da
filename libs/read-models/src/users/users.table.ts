import type { ColumnType, Generated } from 'kysely';

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
