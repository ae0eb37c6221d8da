/** A fetched profile (GET linkedin-accounts/ai-message-profile) as a card reads it; every field may be missing. */
export interface ProfileCard {
  name: string;
  headline: string | null;
  pictureUrl: string | null;
  profileUrl: string | null;
  /** Label and value pairs: role, company, location, network. */
  facts: Array<[string, string]>;
  summary: string | null;
  experience: string[];
  education: string[];
  skills: string[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

const DEGREES: Record<number, string> = { 1: '1st degree connection', 2: '2nd degree', 3: '3rd degree' };

export function profileCard(profile: Record<string, unknown>): ProfileCard {
  const name =
    text(profile.fullName) ??
    ([text(profile.firstName), text(profile.lastName)].filter(Boolean).join(' ') || 'LinkedIn member');
  const facts: Array<[string, string]> = [];
  const position = text(profile.position);
  const company = text(profile.company);
  if (position) facts.push(['Position', position]);
  if (company) facts.push(['Company', company]);
  const location = text(profile.location);
  if (location) facts.push(['Location', location]);
  const degree = typeof profile.connectionDegree === 'number' ? DEGREES[profile.connectionDegree] : undefined;
  if (degree) facts.push(['Network', degree]);
  if (typeof profile.connectionsCount === 'number')
    facts.push(['Connections', profile.connectionsCount.toLocaleString('en-US')]);
  return {
    name,
    headline: text(profile.headline),
    pictureUrl: text(profile.pictureUrl),
    profileUrl: text(profile.profileUrl),
    facts,
    summary: text(profile.summary),
    experience: list(profile.experience)
      .map(
        (e) =>
          [text(e.position), text(e.company)].filter(Boolean).join(' at ') + (e.current === true ? ' (current)' : ''),
      )
      .filter((line) => line.trim() !== ''),
    education: list(profile.education)
      .map((e) => [text(e.school), text(e.degree), text(e.fieldOfStudy)].filter(Boolean).join(', '))
      .filter(Boolean),
    skills: list(profile.skills)
      .map((s) => text(s.name))
      .filter((s): s is string => s !== null),
  };
}
