import type { TemplateVariable } from '@outflow/domain';

export interface TextWithCaret {
  text: string;
  caret: number;
}

/**
 * Puts `{{variable}}` where the cursor is, replacing a selection, and answers where the cursor goes
 * next. Nothing is inserted when it would push the text past the field's limit.
 */
export function insertVariable(
  text: string,
  start: number,
  end: number,
  variable: TemplateVariable,
  maxLength = Infinity,
): TextWithCaret {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const placeholder = `{{${variable}}}`;
  const next = text.slice(0, from) + placeholder + text.slice(to);
  if (next.length > maxLength) return { text, caret: to };
  return { text: next, caret: from + placeholder.length };
}
