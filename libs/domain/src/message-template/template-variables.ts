/** The placeholders the action editor inserts (spec §2), as `{{firstName}}` etc. */
export const TEMPLATE_VARIABLES = ['firstName', 'lastName', 'position', 'company', 'country'] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** What a lead offers to fill a template; enrichment often lacks some, so every field may be absent or blank. */
export type LeadFields = { readonly [name in TemplateVariable]?: string | null };

/**
 * `{{ name }}`: braces doubled, nothing brace-like inside, spaces around the name tolerated
 * (people type `{{ firstName }}`). A lone `{name}` is ordinary text.
 */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const BY_LOWER_CASE = new Map<string, TemplateVariable>(TEMPLATE_VARIABLES.map((name) => [name.toLowerCase(), name]));

/**
 * The known variable a placeholder name stands for, matched case-insensitively (`{{FirstName}}`
 * is what the user meant) after trimming; undefined for any other name.
 */
export function asTemplateVariable(name: string): TemplateVariable | undefined {
  return BY_LOWER_CASE.get(name.trim().toLowerCase());
}

export function isTemplateVariable(name: string): name is TemplateVariable {
  return (TEMPLATE_VARIABLES as readonly string[]).includes(name);
}

/**
 * Every placeholder the template uses, once each, in order of first use. Known names come back
 * in their canonical spelling; unknown ones (`{{foo}}`, `{{}}`) come back trimmed as written.
 * An unknown name can never be filled, so rendering treats it as a missing variable: the
 * alternative is used rather than sending `{{foo}}` to LinkedIn.
 */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  for (const [, raw] of template.matchAll(PLACEHOLDER)) names.add(asTemplateVariable(raw) ?? raw.trim());
  return [...names];
}

/** The placeholders no lead can fill, so the editor can point at them before the campaign runs. */
export function unknownVariables(template: string): string[] {
  return templateVariables(template).filter((name) => !isTemplateVariable(name));
}

/**
 * Replaces each placeholder with `valueOf(name)` in one pass, so a value that itself looks like
 * `{{x}}` is never expanded again. `name` is the canonical or trimmed name, as listed above.
 */
export function replacePlaceholders(template: string, valueOf: (name: string) => string): string {
  return template.replace(PLACEHOLDER, (_match, raw: string) => valueOf(asTemplateVariable(raw) ?? raw.trim()));
}

/**
 * True when the template still holds `{{` or `}}` outside a well-formed placeholder (an unclosed
 * `{{firstName`): such text would reach LinkedIn as raw template syntax, so it counts as broken.
 */
export function hasStrayBraces(template: string): boolean {
  return /\{\{|\}\}/.test(template.replace(PLACEHOLDER, ''));
}
