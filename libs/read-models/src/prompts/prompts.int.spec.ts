import type { PromptDeleted, PromptSaved, PromptUpdated } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { promptsProjection } from './prompts.projection';
import { findPrompt, listPrompts } from './prompts.queries';

const saved = (promptId: string, name: string, savedAt: string): PromptSaved => ({
  type: 'PromptSaved',
  data: { promptId, name, content: `${name} content`, category: null, occurredAt: savedAt },
});
const updated = (promptId: string, name: string): PromptUpdated => ({
  type: 'PromptUpdated',
  data: { promptId, name, content: 'new content', category: 'sales', occurredAt: '2026-11-22T12:00:00.000Z' },
});
const deleted = (promptId: string): PromptDeleted => ({
  type: 'PromptDeleted',
  data: { promptId, occurredAt: '2026-11-22T13:00:00.000Z' },
});

describeWithPostgres('prompts read model', () => {
  const rm = readModelDatabase();

  it('keeps a row per live prompt of its owner: saved, updated, deleted', async () => {
    await project(rm.db, promptsProjection, [
      recorded('pr-1', saved('p-1', 'Intro', '2026-11-22T10:00:00.000Z')),
      recorded('pr-1', saved('p-2', 'Follow-up', '2026-11-22T11:00:00.000Z')),
      recorded('pr-1', saved('p-3', 'Old', '2026-11-22T09:00:00.000Z')),
    ]);
    // Another user's events never touch these prompts.
    await project(rm.db, promptsProjection, [
      recorded('pr-1', updated('p-1', 'Intro v2')),
      recorded('pr-1', deleted('p-3')),
      recorded('pr-2', updated('p-2', 'Hijacked')),
      recorded('pr-2', deleted('p-2')),
    ]);

    expect((await listPrompts(rm.db, 'pr-1')).map((p) => [p._id, p.name, p.category])).toEqual([
      ['p-2', 'Follow-up', null],
      ['p-1', 'Intro v2', 'sales'],
    ]);
    expect(await findPrompt(rm.db, 'pr-1', 'p-1')).toEqual({
      _id: 'p-1',
      name: 'Intro v2',
      content: 'new content',
      category: 'sales',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
    expect(await findPrompt(rm.db, 'pr-2', 'p-1')).toBeUndefined();
  });
});
