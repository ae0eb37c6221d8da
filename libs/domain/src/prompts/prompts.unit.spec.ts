import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import type { PromptCommand } from './prompt-commands';
import { promptPreview } from './prompt-preview';
import { promptsDecider } from './prompts.decider';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const given = (...events: DomainEvent[]) => events.reduce(promptsDecider.evolve, promptsDecider.initialState());
const when = (history: DomainEvent[], command: PromptCommand) => promptsDecider.decide(command, given(...history));

const saved = (promptId = 'p1', minute = 0): DomainEvent => ({
  type: 'PromptSaved',
  data: { promptId, name: 'Warm intro', content: 'Mention their company.', category: 'Intro', savedAt: at(minute).toISOString() },
});
const deleted = (promptId = 'p1', minute = 5): DomainEvent => ({ type: 'PromptDeleted', data: { promptId, deletedAt: at(minute).toISOString() } });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('saved prompts', () => {
  it('when a prompt is saved, then PromptSaved carries the trimmed name, the text as typed and the category', () => {
    const events = when([], { type: 'SavePrompt', data: { promptId: 'p1', name: '  Warm intro ', content: ' Mention their company.\n', category: ' Intro ', now: at(0) } });
    expect(events).toEqual([
      { type: 'PromptSaved', data: { promptId: 'p1', name: 'Warm intro', content: ' Mention their company.\n', category: 'Intro', savedAt: at(0).toISOString() } },
    ]);
  });

  it.each([undefined, null, '', '   '])('takes a missing or blank category (%p) as none', (category) => {
    const [event] = when([], { type: 'SavePrompt', data: { promptId: 'p1', name: 'A', content: 'B', category, now: at(0) } });
    expect((event.data as { category: unknown }).category).toBeNull();
  });

  it.each([
    ['name', { name: '  \n ', content: 'x' }],
    ['name', { name: 'n'.repeat(101), content: 'x' }],
    ['content', { name: 'A', content: ' \t ' }],
    ['content', { name: 'A', content: 'c'.repeat(5001) }],
    ['category', { name: 'A', content: 'x', category: 'c'.repeat(101) }],
  ])('refuses a prompt with a bad %s and names the field', (field, input) => {
    const error = refusal(() => when([], { type: 'SavePrompt', data: { promptId: 'p1', ...input, now: at(0) } }));
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });

  it('keeps the limits inclusive: a 100-character name and 5000-character text are fine', () => {
    expect(when([], { type: 'SavePrompt', data: { promptId: 'p1', name: 'n'.repeat(100), content: 'c'.repeat(5000), now: at(0) } })).toHaveLength(1);
  });

  it('given a saved prompt, when it is updated, then PromptUpdated is recorded and the state keeps its creation date', () => {
    const events = when([saved()], { type: 'UpdatePrompt', data: { promptId: 'p1', name: 'Warmer intro', content: 'Be brief.', category: null, now: at(3) } });
    expect(events).toEqual([
      { type: 'PromptUpdated', data: { promptId: 'p1', name: 'Warmer intro', content: 'Be brief.', category: null, updatedAt: at(3).toISOString() } },
    ]);
    expect(given(saved(), ...events).prompts.get('p1')).toEqual({
      name: 'Warmer intro',
      content: 'Be brief.',
      category: null,
      createdAt: at(0).toISOString(),
      updatedAt: at(3).toISOString(),
    });
  });

  it('given a saved prompt, updating it with the same fields records nothing', () => {
    expect(when([saved()], { type: 'UpdatePrompt', data: { promptId: 'p1', name: ' Warm intro', content: 'Mention their company.', category: 'Intro', now: at(1) } })).toEqual([]);
  });

  it('refuses an update that blanks the name', () => {
    expect(refusal(() => when([saved()], { type: 'UpdatePrompt', data: { promptId: 'p1', name: '', content: 'x', now: at(1) } })).field).toBe('name');
  });

  it('given a saved prompt, when it is deleted, then PromptDeleted is recorded', () => {
    expect(when([saved()], { type: 'DeletePrompt', data: { promptId: 'p1', now: at(2) } })).toEqual([deleted('p1', 2)]);
  });

  it.each([
    ['an unknown prompt', [saved('p2')]],
    ['a deleted prompt', [saved(), deleted()]],
  ])('refuses to update or delete %s with NOT_FOUND', (_label, history) => {
    const update = refusal(() => when(history, { type: 'UpdatePrompt', data: { promptId: 'p1', name: 'A', content: 'B', now: at(9) } }));
    const remove = refusal(() => when(history, { type: 'DeletePrompt', data: { promptId: 'p1', now: at(9) } }));
    expect([update.code, remove.code]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
  });

  it('never reuses an id, even a deleted one', () => {
    expect(refusal(() => when([saved(), deleted()], { type: 'SavePrompt', data: { promptId: 'p1', name: 'A', content: 'B', now: at(9) } })).code).toBe('PROMPT_EXISTS');
  });

  it('ignores events of other deciders', () => {
    expect(given({ type: 'RateLimitSettingsChanged', data: {} }, saved()).prompts.size).toBe(1);
  });
});

describe('prompt preview', () => {
  it('shows a prompt of up to 150 characters whole, and cuts a longer one at 150 with an ellipsis', () => {
    expect(promptPreview('p'.repeat(150))).toBe('p'.repeat(150));
    expect(promptPreview('p'.repeat(151))).toBe(`${'p'.repeat(150)}...`);
  });
});
