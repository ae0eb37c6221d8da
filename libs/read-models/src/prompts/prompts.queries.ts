import type { ReadModelDb } from '../read-model-db';

/** A saved prompt as GET /api/prompts answers it (spec 02 §7). */
export interface PromptView {
  _id: string;
  name: string;
  content: string;
  category: string | null;
  createdAt: string;
  updatedAt: string;
}

const toView = (row: {
  id: string;
  name: string;
  content: string;
  category: string | null;
  created_at: Date;
  updated_at: Date;
}): PromptView => ({
  _id: row.id,
  name: row.name,
  content: row.content,
  category: row.category,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The user's prompts, newest first. */
export async function listPrompts(db: ReadModelDb, userId: string): Promise<PromptView[]> {
  const rows = await db
    .selectFrom('prompts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toView);
}

/** One of the user's prompts; another user's prompt reads as absent. */
export async function findPrompt(db: ReadModelDb, userId: string, promptId: string): Promise<PromptView | undefined> {
  const row = await db
    .selectFrom('prompts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', promptId)
    .executeTakeFirst();
  return row && toView(row);
}
