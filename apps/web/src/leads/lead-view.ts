import type { Lead } from '@outflow/api-contract';

/** What the list and detail pages show of a lead; pure, so unit-tested without a browser. */

/** The member's handle in a profile URL (`/in/<handle>/`), or null. */
export function profileHandle(profileUrl: string): string | null {
  const match = /\/in\/([^/?#]+)/.exec(profileUrl);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The full name once enriched; before that the profile's handle (or its URL). */
export function displayName(lead: Pick<Lead, 'firstName' | 'lastName' | 'profileUrl'>): string {
  const name = [lead.firstName, lead.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || profileHandle(lead.profileUrl) || lead.profileUrl;
}

/** Two letters for the avatar fallback: from the name, else from the handle's first two words. */
export function initials(lead: Pick<Lead, 'firstName' | 'lastName' | 'profileUrl'>): string {
  const fromName = [lead.firstName, lead.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  if (fromName) return fromName.toUpperCase();
  const words = (profileHandle(lead.profileUrl) ?? '').split(/[-_.\s]+/).filter((w) => /^[\p{L}]/u.test(w));
  const letters = words
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('');
  return letters ? letters.toUpperCase() : '?';
}

// Dark enough for white initials.
const AVATAR_COLOURS = [
  '#0a66c2',
  '#5c6bc0',
  '#00796b',
  '#33691e',
  '#bf360c',
  '#8e24aa',
  '#3949ab',
  '#546e7a',
  '#6d4c41',
  '#c2185b',
];

/** The same lead always gets the same circle colour. */
export function avatarColour(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/** City = the part of the location before the first comma (spec 01 §2 Lead detail). */
export function cityOf(location: string | null | undefined): string | null {
  const city = location?.split(',')[0].trim();
  return city || null;
}

/** The website in the profile data, under either name the spec gives. */
export function websiteOf(lead: {
  profileData?: { readonly website?: string | null; readonly [field: string]: unknown } | null;
}): string | null {
  const { website, websiteUrl } = lead.profileData ?? {};
  return website || (typeof websiteUrl === 'string' ? websiteUrl : '') || null;
}

export type LeadsEmptyState = 'no-match' | 'empty-campaign' | 'no-leads';

/**
 * Which empty state the list shows (spec 01 §2): a search that matches nothing; a campaign with no
 * leads; or no leads at all (the hint to create a campaign). `inScope` counts the leads of the
 * campaign filter before the search, `matching` those the search keeps (the server searches).
 */
export function emptyStateFor(options: {
  inScope: number;
  matching: number;
  search: string;
  campaignId: string;
}): LeadsEmptyState | null {
  if (options.matching > 0) return null;
  if (options.inScope > 0 && options.search.trim()) return 'no-match';
  return options.campaignId ? 'empty-campaign' : 'no-leads';
}

/** How many leads the campaign filter takes before any search ('' for all), from the leads summary. */
export function leadsInScope(
  summary: { readonly total: number; readonly campaigns: ReadonlyArray<{ campaignId: string; total: number }> },
  campaignId: string,
): number {
  return campaignId ? (summary.campaigns.find((c) => c.campaignId === campaignId)?.total ?? 0) : summary.total;
}

/** The count beside the title: "3 leads", or "1 of 3 leads" while a search narrows them. */
export function leadCountText(matching: number, inScope: number): string {
  return matching === inScope ? `${matching} ${matching === 1 ? 'lead' : 'leads'}` : `${matching} of ${inScope} leads`;
}

export interface CampaignOption {
  id: string;
  name: string;
}

/**
 * The campaign filter's choices: every campaign of the list, then any campaign known only by its
 * leads (the campaign list's read model may trail the leads'), each once.
 */
export function campaignOptions(
  campaigns: ReadonlyArray<{ _id: string; name: string }>,
  fromLeads: ReadonlyArray<{ campaignId: string; campaignName: string }>,
): CampaignOption[] {
  const options = new Map<string, CampaignOption>();
  for (const c of campaigns) options.set(c._id, { id: c._id, name: c.name });
  for (const c of fromLeads)
    if (!options.has(c.campaignId)) options.set(c.campaignId, { id: c.campaignId, name: c.campaignName });
  return [...options.values()];
}
