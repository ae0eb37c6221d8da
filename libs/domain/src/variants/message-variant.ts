import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from '../input-bounds';
import { describePlaceholderProblem, placeholderProblem } from '../message-template/placeholder-check';
import { MAX_CONNECTION_NOTE_LENGTH, MAX_MESSAGE_LENGTH, type SequenceNodeType } from '../sequence/sequence-graph';

/**
 * One version of a step's text in an A/B test (issue 21): the note of Send Connection, the text of
 * Send Message or Send InMail. A lead gets one of them, chosen by weight (variant-assignment.ts).
 */
export interface MessageVariant {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  /** Relative share of the leads; equal (1) when not given. */
  readonly weight?: number;
}

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;
export const MAX_VARIANT_WEIGHT = 1000;

/** The steps whose text can be tested, and the param a variant stands in for. */
export const VARIANT_TEXT_PARAM: Readonly<Partial<Record<SequenceNodeType, 'note' | 'message'>>> = {
  'send-connection': 'note',
  'send-message': 'message',
  'send-inmail': 'message',
};

export const variantWeight = (variant: Pick<MessageVariant, 'weight'>): number => variant.weight ?? 1;

/** What is wrong with a step's variants: the field below `params` and what to say. */
export interface VariantProblem {
  readonly field: string;
  readonly message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A step's `variants` as a request gives them, checked like the single text they replace: a known
 * step kind, 2–4 of them, unique ids, a name, LinkedIn's length and the editor's placeholders (a
 * note may be empty: "no note" is a variant worth testing; a message may not).
 */
export function variantsProblem(type: SequenceNodeType, params: Record<string, unknown>): VariantProblem | null {
  const variants = params.variants;
  if (variants === undefined) return null;
  const param = VARIANT_TEXT_PARAM[type];
  if (!param) return { field: 'variants', message: `are only for ${Object.keys(VARIANT_TEXT_PARAM).join(', ')} steps` };
  if (!Array.isArray(variants)) return { field: 'variants', message: 'must be an array' };
  if (variants.length < MIN_VARIANTS || variants.length > MAX_VARIANTS)
    return { field: 'variants', message: `must hold ${MIN_VARIANTS} to ${MAX_VARIANTS} variants` };
  if (params.isAI === true) return { field: 'variants', message: 'cannot be used on an AI-written step' };
  const max = param === 'note' ? MAX_CONNECTION_NOTE_LENGTH : MAX_MESSAGE_LENGTH;
  const ids = new Set<string>();
  for (const [i, raw] of variants.entries()) {
    const at = (key: string, message: string) => ({ field: `variants[${i}]${key ? `.${key}` : ''}`, message });
    if (!isObject(raw)) return at('', 'must be an object');
    if (typeof raw.id !== 'string' || raw.id.trim() === '') return at('id', 'must be a non-empty string');
    if (raw.id.length > MAX_ID_LENGTH) return at('id', `must be at most ${MAX_ID_LENGTH} characters`);
    if (ids.has(raw.id)) return at('id', `repeats the id "${raw.id}"`);
    ids.add(raw.id);
    if (typeof raw.name !== 'string' || raw.name.trim() === '') return at('name', 'must be a non-empty string');
    if (raw.name.length > MAX_NAME_LENGTH) return at('name', `must be at most ${MAX_NAME_LENGTH} characters`);
    if (typeof raw.text !== 'string') return at('text', 'must be a string');
    if (param === 'message' && raw.text.trim() === '') return at('text', 'must not be empty');
    if (raw.text.length > max) return at('text', `must be at most ${max} characters`);
    const placeholder = placeholderProblem(raw.text);
    if (placeholder) return at('text', `(variant "${raw.name}"): ${describePlaceholderProblem(placeholder)}`);
    if (
      raw.weight !== undefined &&
      (typeof raw.weight !== 'number' ||
        !Number.isFinite(raw.weight) ||
        raw.weight <= 0 ||
        raw.weight > MAX_VARIANT_WEIGHT)
    )
      return at('weight', `must be a number above 0 and at most ${MAX_VARIANT_WEIGHT}`);
  }
  return null;
}
