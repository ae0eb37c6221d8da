/** What the AI writer may know about the lead it writes to; every field may be unknown. */
export interface AiLeadProfile {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly headline: string | null;
  readonly companyName: string | null;
  readonly jobTitle: string | null;
  readonly location: string | null;
  readonly country: string | null;
}

type Raw = Record<string, unknown>;

/** The first non-blank string among the given keys, trimmed. */
function pick(raw: Raw, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * Reads a lead profile from whatever shape the caller has: a lead row (companyName, jobTitle), the
 * provider's profile (company, position, fullName) or the provider's raw snake_case JSON
 * (first_name, last_name). Unknown or malformed input gives an all-null profile.
 */
export function readAiLeadProfile(input: unknown): AiLeadProfile {
  const raw: Raw = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Raw) : {};
  let firstName = pick(raw, 'firstName', 'first_name');
  let lastName = pick(raw, 'lastName', 'last_name');
  const fullName = pick(raw, 'fullName', 'full_name', 'name');
  if (!firstName && fullName) {
    // Only the display name is known: its first word is the best guess at a first name.
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first;
    lastName = lastName ?? (rest.length > 0 ? rest.join(' ') : null);
  }
  return {
    firstName,
    lastName,
    headline: pick(raw, 'headline'),
    companyName: pick(raw, 'companyName', 'company', 'company_name'),
    jobTitle: pick(raw, 'jobTitle', 'position', 'job_title', 'title'),
    location: pick(raw, 'location'),
    country: pick(raw, 'country'),
  };
}

/** A profile with nothing known. */
export const EMPTY_AI_LEAD_PROFILE: AiLeadProfile = readAiLeadProfile({});
