import { DomainError } from '../errors';
import { checkLeadEntries, profileKey } from '../lead-sources/lead-list-check';
import { MAX_NAME_LENGTH } from '../input-bounds';
import type { CampaignLead } from './campaign-events';
import { REFUSAL_WORDS } from '../refusal-words';

/** More leads than any lead source yields (a search gives at most 1,000), so one campaign stays one small event. */
export const MAX_CAMPAIGN_LEADS = 10_000;

/** A target's id: the campaign's id and the lead's place in it, so it is stable and readable. */
export const campaignTargetId = (campaignId: string, index: number): string => `${campaignId}_${index}`;

/**
 * The leads a campaign starts with, sorted out by the same rules the wizard shows (checkLeadEntries):
 * trimmed, normalised (trailing slash) and deduplicated by person, since inviting the same person
 * twice from one campaign is never what a user wants. A line that is not a LinkedIn profile URL is
 * refused with its position, so nothing half-valid is stored.
 */
/** What a source knew of a lead at import (a LinkedIn search gives the member id and name). */
export interface LeadIdentity {
  readonly profileUrl: string;
  readonly providerId?: string | null;
  readonly name?: string | null;
}

export function campaignLeads(
  campaignId: string,
  urls: readonly unknown[],
  names: readonly unknown[] = [],
  identities: readonly LeadIdentity[] = [],
): CampaignLead[] {
  const known = new Map(identities.map((i) => [profileKey(i.profileUrl), i]));
  const { kept, refused } = checkLeadEntries(
    urls.map((raw, index) => ({
      text: typeof raw === 'string' ? raw : '',
      line: index,
      // A name known at import (the same place in `names`) shows until the profile is fetched.
      name: typeof names[index] === 'string' ? names[index].slice(0, MAX_NAME_LENGTH) : null,
    })),
  );
  if (refused.length > 0) {
    const index = refused[0].line;
    throw new DomainError(
      REFUSAL_WORDS.notAProfileUrl(index, String(urls[index]).slice(0, 100)),
      'INVALID_LEAD',
      'leads',
    );
  }
  const leads = kept.map((lead, index): CampaignLead => {
    const identity = known.get(profileKey(lead.profileUrl));
    const name = lead.name ?? identity?.name?.slice(0, MAX_NAME_LENGTH);
    return {
      targetId: campaignTargetId(campaignId, index),
      profileUrl: lead.profileUrl,
      ...(identity?.providerId ? { providerId: identity.providerId } : {}),
      ...(name ? { name } : {}),
    };
  });
  if (leads.length === 0) throw new DomainError(REFUSAL_WORDS.noLeads, 'NO_LEADS', 'leads');
  if (leads.length > MAX_CAMPAIGN_LEADS) {
    throw new DomainError(REFUSAL_WORDS.tooManyLeads(MAX_CAMPAIGN_LEADS), 'TOO_MANY_LEADS', 'leads');
  }
  return leads;
}
