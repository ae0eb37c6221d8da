import {
  DEFAULT_AI_CHAR_LIMIT_CONNECTION,
  describePlaceholderProblem,
  placeholderProblem,
  DEFAULT_AI_CHAR_LIMIT_MESSAGE,
  MAX_AI_CHAR_LIMIT,
  MIN_AI_CHAR_LIMIT,
  validateMessageAction,
  variantsProblem,
  type MessageActionValidation,
  type MessageKind,
  type SequenceNodeParams,
  type SequenceNodeType,
} from '@outflow/domain';

/** Which nodes carry a text: a direct message, or the note on an invitation. */
export function messageKindOf(type: SequenceNodeType): MessageKind | null {
  if (type === 'send-message' || type === 'send-inmail') return 'message';
  if (type === 'send-connection') return 'connection-note';
  return null;
}

/** The param the primary tab edits: `note` on invitations, `message` on messages. */
export function primaryTextKey(kind: MessageKind): 'note' | 'message' {
  return kind === 'connection-note' ? 'note' : 'message';
}

export function defaultAiCharLimit(kind: MessageKind): number {
  return kind === 'connection-note' ? DEFAULT_AI_CHAR_LIMIT_CONNECTION : DEFAULT_AI_CHAR_LIMIT_MESSAGE;
}

/** Spec §5: the AI character limit is a number from 100 to 2000; a non-number falls back to the kind's default. */
export function aiCharLimit(typed: string | number | undefined, kind: MessageKind): number {
  const value = typeof typed === 'number' ? typed : typed === undefined || typed.trim() === '' ? NaN : Number(typed);
  if (!Number.isFinite(value)) return defaultAiCharLimit(kind);
  return Math.min(Math.max(Math.round(value), MIN_AI_CHAR_LIMIT), MAX_AI_CHAR_LIMIT);
}

/**
 * Whether the editor may save this node's params, with the toast and hints to show when not: the
 * spec's rules, then placeholders no lead can fill (in either tab), said as the field says them.
 */
export function validateActionDraft(kind: MessageKind, params: SequenceNodeParams): MessageActionValidation {
  const isAI = params.isAI === true;
  const spec = validateMessageAction({ kind, isAI, message: params[primaryTextKey(kind)], aiPrompt: params.aiPrompt });
  if (spec.valid && isAI && params.variants)
    return { valid: false, toast: 'An AI-written step cannot be A/B tested: turn the A/B test off', hints: {} };
  if (!spec.valid || isAI) return spec;
  // The server's own check of the A/B variants, said before saving.
  const variants = params.variants
    ? variantsProblem(
        kind === 'connection-note' ? 'send-connection' : 'send-message',
        params as Record<string, unknown>,
      )
    : null;
  if (variants)
    return { valid: false, toast: `${variants.field.replace(/^variants/, 'Variants')} ${variants.message}`, hints: {} };
  for (const [tab, text] of [
    ['message', params[primaryTextKey(kind)]],
    ['alternative', params.alternativeMessage],
  ] as const) {
    const problem = placeholderProblem(text ?? '');
    if (!problem) continue;
    const words = describePlaceholderProblem(problem);
    return { valid: false, toast: words, hints: tab === 'message' ? { message: words } : {} };
  }
  return spec;
}
