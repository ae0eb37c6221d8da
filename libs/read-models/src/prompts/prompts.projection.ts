import { PROMPT_EVENT_TYPES, type PromptEvent } from '@outflow/domain';
import { eventByEvent, type Projection } from '../projection';

/** The prompt library (spec 02 §3 Prompt): a row per live prompt, removed when the prompt is deleted. */
export const promptsProjection: Projection<PromptEvent> = eventByEvent<PromptEvent>(
  'prompts',
  PROMPT_EVENT_TYPES,
  async (trx, event, userId) => {
    switch (event.type) {
      case 'PromptSaved': {
        const { promptId, name, content, category, occurredAt: savedAt } = event.data;
        await trx
          .insertInto('prompts')
          .values({ id: promptId, user_id: userId, name, content, category, created_at: savedAt, updated_at: savedAt })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        break;
      }
      case 'PromptUpdated': {
        const { promptId, name, content, category, occurredAt: updatedAt } = event.data;
        await trx
          .updateTable('prompts')
          .set({ name, content, category, updated_at: updatedAt })
          .where('id', '=', promptId)
          .where('user_id', '=', userId)
          .execute();
        break;
      }
      case 'PromptDeleted':
        await trx.deleteFrom('prompts').where('id', '=', event.data.promptId).where('user_id', '=', userId).execute();
        break;
    }
  },
);
