import type { ColumnType } from 'kysely';

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
