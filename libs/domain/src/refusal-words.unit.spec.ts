import { REFUSAL_WORDS, SPEC_REFUSAL_TEXTS, type RefusalName } from './refusal-words';
import { promptFields } from './prompts/prompt-rules';
import { DomainError } from './errors';

type Words = typeof REFUSAL_WORDS;
type Maker = { [K in RefusalName]: Words[K] extends (...args: never[]) => string ? K : never }[RefusalName];

/** One example call of every refusal that takes values: a new one without an example fails below. */
const EXAMPLES: { [K in Maker]: Parameters<Words[K]> } = {
  time: ['End'],
  shortWindow: [30],
  campaignNameTooLong: [200],
  tooManyLeads: [10_000],
  notAProfileUrl: [2, 'not a profile'],
  campaignEnded: ['completed'],
  workspaceNameTooLong: [80],
  invitationForAnother: ['ivan@example.com'],
  promptNameTooLong: [100],
  promptTextTooLong: [5000],
  promptCategoryTooLong: [50],
  apiKeyNameTooLong: [80],
  apiKeyNameTaken: ['Zapier'],
  tooManyApiKeys: [10],
  dailyLimit: ['Profile views', 200],
  dailyTotal: [500],
  weeklyInvitations: [10, 200],
};

/** Every refusal as a person reads it, its values filled from the examples. */
function sentences(): Array<[RefusalName, string]> {
  return (Object.keys(REFUSAL_WORDS) as RefusalName[]).map((name) => {
    const words = REFUSAL_WORDS[name];
    if (typeof words === 'string') return [name, words];
    const args = (EXAMPLES as Record<string, unknown[] | undefined>)[name];
    if (!args) throw new Error(`${name} takes values: give it an example in EXAMPLES`);
    return [name, (words as (...a: unknown[]) => string)(...args)];
  });
}

const specTexts = new Set<string>(Object.values(SPEC_REFUSAL_TEXTS));

describe('the words Outflow refuses an input with', () => {
  it.each(sentences())('%s reads as a sentence for a person', (_name, sentence) => {
    expect(sentence.trim()).toBe(sentence);
    expect(sentence).toMatch(/^[A-Z]/);
    // No stack words, no raw codes, no field paths or program names.
    expect(sentence).not.toMatch(/undefined|null|NaN|\[object|Error:/);
    expect(sentence).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
    expect(sentence).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
    expect(sentence).not.toMatch(/\w\[\d+\]/);
    // A sentence ends with a period; the spec's own texts keep their exact words.
    if (!specTexts.has(sentence)) expect(sentence).toMatch(/[^.]\.$/);
  });

  it('keeps the texts the spec quotes letter for letter', () => {
    expect(REFUSAL_WORDS.campaignName).toBe('Please enter a campaign name');
    expect(REFUSAL_WORDS.noLeads).toBe('Please add at least one LinkedIn profile URL');
  });

  it('counts a refused lead by its line, as the person sees the list', () => {
    expect(REFUSAL_WORDS.notAProfileUrl(0, 'hello')).toContain('line 1');
  });

  it('is what a decider says: a blank prompt is refused in these words, naming the field', () => {
    let thrown: unknown;
    try {
      promptFields({ name: '  ', content: 'Write to them', category: null });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ message: REFUSAL_WORDS.promptName, field: 'name' });
  });
});
