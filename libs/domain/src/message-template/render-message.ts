import { maxMessageLength, messageLength, MessageKind } from './message-kind';
import {
  hasStrayBraces,
  isTemplateVariable,
  LeadFields,
  replacePlaceholders,
  templateVariables,
} from './template-variables';

/** The non-AI text of a send-message or send-connection action: the primary and alternative tabs (spec §2). */
export interface MessageTemplate {
  readonly message: string;
  readonly alternativeMessage?: string | null;
}

/**
 * Why a rendered message must not be sent:
 * - missing-variables: neither tab could be filled for this lead (nothing raw goes to LinkedIn);
 * - malformed-template: the tab to use holds stray `{{`/`}}` outside a placeholder;
 * - empty: a direct message came out empty (only connection notes may be empty);
 * - too-long: over the kind's max length; reported, never cut, so nobody's sentence is clipped.
 */
export type MessageProblem = 'missing-variables' | 'malformed-template' | 'empty' | 'too-long';

interface RenderedFields {
  /** The filled, trimmed text; '' when no tab could be filled. */
  readonly text: string;
  /** True when the primary could not be filled and the alternative tab was tried. */
  readonly usedAlternative: boolean;
  /** Placeholders without a value (blank, absent or unknown names) in the tabs tried, once each. */
  readonly missing: string[];
  readonly length: number;
  readonly maxLength: number;
  readonly tooLong: boolean;
}

export type RenderedMessage =
  | (RenderedFields & { readonly ok: true; readonly problem: null; readonly tooLong: false })
  | (RenderedFields & { readonly ok: false; readonly problem: MessageProblem });

type Filled = { ok: true; text: string } | { ok: false; missing: string[] };

/** A value counts only when it has something besides whitespace; it goes in trimmed. */
function valueOf(lead: LeadFields, name: string): string | undefined {
  const value = isTemplateVariable(name) ? lead[name]?.trim() : undefined;
  return value ? value : undefined;
}

function fill(template: string, lead: LeadFields): Filled {
  const missing = templateVariables(template).filter((name) => valueOf(lead, name) === undefined);
  if (missing.length > 0 || hasStrayBraces(template)) return { ok: false, missing };
  return { ok: true, text: replacePlaceholders(template, (name) => valueOf(lead, name) ?? '').trim() };
}

function failure(
  problem: MessageProblem,
  usedAlternative: boolean,
  missing: string[],
  kind: MessageKind,
): RenderedMessage {
  return {
    ok: false,
    problem,
    text: '',
    usedAlternative,
    missing,
    length: 0,
    maxLength: maxMessageLength(kind),
    tooLong: false,
  };
}

function filled(text: string, usedAlternative: boolean, missing: string[], kind: MessageKind): RenderedMessage {
  const length = messageLength(text);
  const maxLength = maxMessageLength(kind);
  const common = { text, usedAlternative, missing, length, maxLength };
  if (length > maxLength) return { ...common, ok: false, problem: 'too-long', tooLong: true };
  if (text === '' && kind === 'message') return { ...common, ok: false, problem: 'empty', tooLong: false };
  return { ...common, ok: true, problem: null, tooLong: false };
}

/**
 * The text to send to one lead. The primary is used when every placeholder in it has a non-blank
 * value; otherwise the alternative, filled the same way ("used if any variable in the primary
 * template is missing", spec §2). When the alternative cannot be filled either, the result is a
 * failure the runner skips on: sending `{{firstName}}` or a half-filled sentence is worse than
 * not sending. A blank alternative is a valid empty connection note (the invitation goes without
 * a note), but for a direct message it means there is nothing to fall back on.
 */
export function renderMessage(template: MessageTemplate, lead: LeadFields, kind: MessageKind): RenderedMessage {
  const primary = fill(template.message, lead);
  if (primary.ok) return filled(primary.text, false, [], kind);

  const alternative = fill(template.alternativeMessage ?? '', lead);
  const missing = [...new Set([...primary.missing, ...(alternative.ok ? [] : alternative.missing)])];
  if (!alternative.ok)
    return failure(alternative.missing.length > 0 ? 'missing-variables' : 'malformed-template', true, missing, kind);
  if (alternative.text === '' && kind === 'message') {
    return failure(primary.missing.length > 0 ? 'missing-variables' : 'malformed-template', true, missing, kind);
  }
  return filled(alternative.text, true, missing, kind);
}
