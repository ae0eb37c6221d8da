import { promptsStream, type EventMetadata } from '@outflow/domain';
import { given } from '@outflow/testing';
import { DeletePromptCommand, DeletePromptHandler } from './delete-prompt.handler';
import { SavePromptCommand, SavePromptHandler } from './save-prompt.handler';

// The prompt library's command handlers on the in-memory store: given the user's prompts stream,
// when a request's command, then the events appended.
const at = new Date('2026-11-23T09:00:00Z');
const stream = promptsStream('user-1');
const metadata: EventMetadata = { userId: 'user-1', actor: 'user', correlationId: 'req-1' };
const saved = {
  type: 'PromptSaved',
  data: { promptId: 'p1', name: 'Intro', content: 'Say hello', category: null, occurredAt: at.toISOString() },
};

describe('prompt command handlers (given the prompts stream, when a command, then its events)', () => {
  it('saving appends the trimmed prompt under a new id, at the clock time', async () => {
    const { result, newEvents } = await (
      await given({}, at)
    ).when((store, clock) =>
      new SavePromptHandler(store, clock).execute(
        new SavePromptCommand(
          'user-1',
          { name: '  Warm intro ', content: 'Mention their company', category: 'Intro' },
          metadata,
        ),
      ),
    );
    expect(result?.promptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(newEvents).toEqual({
      [stream]: [
        {
          type: 'PromptSaved',
          data: {
            promptId: result?.promptId,
            name: 'Warm intro',
            content: 'Mention their company',
            category: 'Intro',
            occurredAt: at.toISOString(),
          },
        },
      ],
    });
  });

  it('a blank name is refused naming the field, and nothing is stored', async () => {
    const { error, newEvents } = await (
      await given({}, at)
    ).when((store, clock) =>
      new SavePromptHandler(store, clock).execute(
        new SavePromptCommand('user-1', { name: ' ', content: 'x' }, metadata),
      ),
    );
    expect(error).toMatchObject({ code: 'INVALID_PROMPT', field: 'name' });
    expect(newEvents).toEqual({});
  });

  it('deleting a saved prompt appends its deletion; an unknown or deleted one is not found', async () => {
    const scenario = await given({ [stream]: [saved] }, at);
    const remove = (promptId: string) =>
      new DeletePromptHandler(scenario.store, scenario.clock).execute(
        new DeletePromptCommand('user-1', promptId, metadata),
      );
    expect((await scenario.when(() => remove('p1'))).newEvents).toEqual({
      [stream]: [{ type: 'PromptDeleted', data: { promptId: 'p1', occurredAt: at.toISOString() } }],
    });
    for (const promptId of ['p1', 'p2']) {
      const { error, newEvents } = await scenario.when(() => remove(promptId));
      expect(error).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      expect(newEvents).toEqual({});
    }
  });
});
