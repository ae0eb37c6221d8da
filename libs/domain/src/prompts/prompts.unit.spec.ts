import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import type { PromptCommand } from './prompt-commands';
import type { PromptDeleted, PromptSaved } from './prompt-events';
import { promptPreview } from './prompt-preview';
import { promptsDecider } from './prompts.decider';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const spec = DeciderSpecification(promptsDecider);

const saved = (promptId = 'p1', minute = 0): PromptSaved => ({
  type: 'PromptSaved',
  data: {
    promptId,
    name: 'Warm intro',
    content: 'Mention their company.',
    category: 'Intro',
    occurredAt: at(minute).toISOString(),
  },
});
const deleted = (promptId = 'p1', minute = 5): PromptDeleted => ({
  type: 'PromptDeleted',
  data: { promptId, occurredAt: at(minute).toISOString() },
});
const save = (
  data: Omit<Extract<PromptCommand, { type: 'SavePrompt' }>['data'], 'promptId' | 'now'>,
): PromptCommand => ({ type: 'SavePrompt', data: { promptId: 'p1', ...data, now: at(0) } });

describe('saved prompts', () => {
  it('when a prompt is saved, then PromptSaved carries the trimmed name, the text as typed and the category', () => {
    spec
      .given([])
      .when(save({ name: '  Warm intro ', content: ' Mention their company.\n', category: ' Intro ' }))
      .then([
        {
          type: 'PromptSaved',
          data: {
            promptId: 'p1',
            name: 'Warm intro',
            content: ' Mention their company.\n',
            category: 'Intro',
            occurredAt: at(0).toISOString(),
          },
        },
      ]);
  });

  it.each([undefined, null, '', '   '])('takes a missing or blank category (%p) as none', (category) => {
    const [event] = spec
      .given([])
      .when(save({ name: 'A', content: 'B', category }))
      .events();
    expect((event.data as { category: unknown }).category).toBeNull();
  });

  // The field for programs; in the message, the name the form gives it.
  it.each([
    ['name', { name: '  \n ', content: 'x' }, 'Give the prompt a name.'],
    ['name', { name: 'n'.repeat(101), content: 'x' }, "Keep the prompt's name to 100 characters."],
    ['content', { name: 'A', content: ' \t ' }, 'Write the prompt text.'],
    ['content', { name: 'A', content: 'c'.repeat(5001) }, 'Keep the prompt text to 5000 characters.'],
    ['category', { name: 'A', content: 'x', category: 'c'.repeat(101) }, 'Keep the category to 100 characters.'],
  ])('refuses a prompt with a bad %s and names the field', (field, input, message) => {
    spec.given([]).when(save(input)).thenThrows(DomainError, { field, message });
  });

  it('keeps the limits inclusive: a 100-character name and 5000-character text are fine', () => {
    expect(
      spec
        .given([])
        .when(save({ name: 'n'.repeat(100), content: 'c'.repeat(5000) }))
        .events(),
    ).toHaveLength(1);
  });

  it('given a saved prompt, when it is updated, then PromptUpdated is recorded and the state keeps its creation date', () => {
    const updated = spec
      .given([saved()])
      .when({
        type: 'UpdatePrompt',
        data: { promptId: 'p1', name: 'Warmer intro', content: 'Be brief.', category: null, now: at(3) },
      })
      .then([
        {
          type: 'PromptUpdated',
          data: {
            promptId: 'p1',
            name: 'Warmer intro',
            content: 'Be brief.',
            category: null,
            occurredAt: at(3).toISOString(),
          },
        },
      ]);
    expect(updated.state().prompts.get('p1')).toEqual({
      name: 'Warmer intro',
      content: 'Be brief.',
      category: null,
      createdAt: at(0).toISOString(),
      updatedAt: at(3).toISOString(),
    });
  });

  it('given a saved prompt, updating it with the same fields records nothing', () => {
    spec
      .given([saved()])
      .when({
        type: 'UpdatePrompt',
        data: { promptId: 'p1', name: ' Warm intro', content: 'Mention their company.', category: 'Intro', now: at(1) },
      })
      .thenNothing();
  });

  it('refuses an update that blanks the name', () => {
    spec
      .given([saved()])
      .when({ type: 'UpdatePrompt', data: { promptId: 'p1', name: '', content: 'x', now: at(1) } })
      .thenThrows(DomainError, { field: 'name' });
  });

  it('given a saved prompt, when it is deleted, then PromptDeleted is recorded', () => {
    spec
      .given([saved()])
      .when({ type: 'DeletePrompt', data: { promptId: 'p1', now: at(2) } })
      .then([deleted('p1', 2)]);
  });

  it.each<[string, DomainEvent[]]>([
    ['an unknown prompt', [saved('p2')]],
    ['a deleted prompt', [saved(), deleted()]],
  ])('refuses to update or delete %s with NOT_FOUND', (_label, history) => {
    spec
      .given(history)
      .when({ type: 'UpdatePrompt', data: { promptId: 'p1', name: 'A', content: 'B', now: at(9) } })
      .thenThrows(DomainError, { code: 'NOT_FOUND' });
    spec
      .given(history)
      .when({ type: 'DeletePrompt', data: { promptId: 'p1', now: at(9) } })
      .thenThrows(DomainError, { code: 'NOT_FOUND' });
  });

  it('never reuses an id, even a deleted one', () => {
    spec
      .given([saved(), deleted()])
      .when({ type: 'SavePrompt', data: { promptId: 'p1', name: 'A', content: 'B', now: at(9) } })
      .thenThrows(DomainError, { code: 'PROMPT_EXISTS' });
  });

  it('ignores events of other deciders', () => {
    expect(spec.given([{ type: 'RateLimitSettingsChanged', data: {} }, saved()]).state().prompts.size).toBe(1);
  });
});

describe('prompt preview', () => {
  it('shows a prompt of up to 150 characters whole, and cuts a longer one at 150 with an ellipsis', () => {
    expect(promptPreview('p'.repeat(150))).toBe('p'.repeat(150));
    expect(promptPreview('p'.repeat(151))).toBe(`${'p'.repeat(150)}...`);
  });
});
