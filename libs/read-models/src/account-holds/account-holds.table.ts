import type { ColumnType } from 'kysely';

/** Why an account cannot act for a while (the domain's AccountHoldCode); one row per user, sender and code. */
export interface AccountHoldTable {
  user_id: string;
  code: string;
  account_id: string;
  reason: string;
  until: ColumnType<Date | null, Date | string | null, Date | string | null>;
  since: ColumnType<Date, Date | string, Date | string>;
}
