import { hasStrayBraces, TEMPLATE_VARIABLES, templateVariables, type TemplateVariable } from './template-variables';

/** How people write each variable when they guess (`{{first_name}}`, `{{Company Name}}`, `{{title}}`). */
const SPELLINGS: Record<TemplateVariable, readonly string[]> = {
  firstName: ['firstname', 'first', 'name', 'givenname', 'prenom'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  position: ['position', 'title', 'jobtitle', 'job', 'role'],
  company: ['company', 'companyname', 'organisation', 'organization', 'employer'],
  country: ['country', 'countryname'],
};

const squeeze = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The known variable an unknown placeholder most likely meant, by its letters alone; undefined when none. */
export function suggestTemplateVariable(name: string): TemplateVariable | undefined {
  const letters = squeeze(name);
  if (letters === '') return undefined;
  return TEMPLATE_VARIABLES.find((variable) => SPELLINGS[variable].includes(letters));
}

/** What is wrong with a template's placeholders, for the editor to say while the user types. */
export type PlaceholderProblem =
  | { readonly kind: 'unknown'; readonly placeholder: string; readonly suggestion?: TemplateVariable }
  | { readonly kind: 'unclosed' };

/** The first placeholder problem of a template (an unknown name, then braces left open), or null. */
export function placeholderProblem(template: string): PlaceholderProblem | null {
  const unknown = templateVariables(template).find((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    const suggestion = suggestTemplateVariable(unknown);
    return { kind: 'unknown', placeholder: unknown, ...(suggestion ? { suggestion } : {}) };
  }
  return hasStrayBraces(template) ? { kind: 'unclosed' } : null;
}

/** The problem as a person would say it, naming the placeholders that work. */
export function describePlaceholderProblem(problem: PlaceholderProblem): string {
  if (problem.kind === 'unclosed')
    return 'A placeholder is not closed: write it as {{firstName}}, with two braces on each side.';
  const known = TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ');
  const written = `{{${problem.placeholder}}}`;
  return problem.suggestion
    ? `${written} is not a placeholder Outflow can fill: did you mean {{${problem.suggestion}}}?`
    : `${written} is not a placeholder Outflow can fill. Use one of ${known}.`;
}

/** The `{{` the user is typing at the caret, and the letters after it, for the editor to offer the variables. */
export interface PlaceholderQuery {
  /** Where the `{{` starts. */
  readonly start: number;
  /** The letters typed after `{{` so far. */
  readonly typed: string;
}

export function placeholderQuery(text: string, caret: number): PlaceholderQuery | null {
  const before = text.slice(0, caret);
  const match = /\{\{\s*([A-Za-z_]*)$/.exec(before);
  if (!match) return null;
  return { start: match.index, typed: match[1] };
}

/** The variables a query offers, those starting with what was typed first. */
export function placeholderChoices(query: PlaceholderQuery): TemplateVariable[] {
  const typed = squeeze(query.typed);
  if (typed === '') return [...TEMPLATE_VARIABLES];
  return TEMPLATE_VARIABLES.filter(
    (variable) => squeeze(variable).startsWith(typed) || SPELLINGS[variable].some((s) => s.startsWith(typed)),
  );
}

/**
 * The text with the query replaced by `{{variable}}` (closing braces the user already typed are
 * taken over, not doubled), and the caret after it.
 */
export function completePlaceholder(
  text: string,
  caret: number,
  query: PlaceholderQuery,
  variable: TemplateVariable,
): { text: string; caret: number } {
  const after = text.slice(caret).replace(/^[A-Za-z_]*\s*\}\}/, '');
  const placeholder = `{{${variable}}}`;
  return { text: text.slice(0, query.start) + placeholder + after, caret: query.start + placeholder.length };
}
