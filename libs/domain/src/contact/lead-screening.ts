import { REPLIED_RECENTLY_MS } from './contact-rules';
import { memberKeyOf } from './member-key';

/** What the read models know of a member when leads are added (their contact, and a running sequence). */
export interface MemberFacts {
  readonly doNotContact: boolean;
  readonly repliedAt: string | null;
  /** Sequences of the member that ended (completed, replied, failed, stopped). */
  readonly sequencesEnded: number;
  /** A lead of the member in a campaign that runs or is paused, not finished. */
  readonly activeIn: { readonly campaignId: string; readonly campaignName: string } | null;
}

export type SkipCode = 'DO_NOT_CONTACT' | 'REPLIED_RECENTLY' | 'IN_ACTIVE_CAMPAIGN' | 'PREVIOUSLY_CONTACTED';

/** A lead left out of a new campaign, named with why (and the campaign that holds them). */
export interface SkippedLead {
  readonly profileUrl: string;
  readonly code: SkipCode;
  readonly message: string;
  readonly campaignId?: string;
  readonly campaignName?: string;
}

export interface Screening<L> {
  readonly kept: L[];
  readonly skipped: SkippedLead[];
}

/**
 * Which leads a new campaign may take (issue 17): never a member on the Do-Not-Contact list or who
 * replied in the last 30 days, not one a running or paused campaign holds, and one whose earlier
 * sequence ended only when the user says so. The server's check at creation, from the read models;
 * the contact stream enforces the same rules when a sequence first touches the member.
 */
export function screenLeads<L extends { readonly profileUrl: string }>(
  leads: readonly L[],
  factsOf: (memberKey: string) => MemberFacts | undefined,
  options: { readonly allowPreviouslyContacted: boolean; readonly now: Date },
): Screening<L> {
  const kept: L[] = [];
  const skipped: SkippedLead[] = [];
  for (const lead of leads) {
    const key = memberKeyOf(lead.profileUrl);
    const facts = key ? factsOf(key) : undefined;
    const skip = facts ? skipOf(facts, options) : null;
    if (skip) skipped.push({ profileUrl: lead.profileUrl, ...skip });
    else kept.push(lead);
  }
  return { kept, skipped };
}

function skipOf(
  facts: MemberFacts,
  options: { allowPreviouslyContacted: boolean; now: Date },
): Omit<SkippedLead, 'profileUrl'> | null {
  if (facts.doNotContact) return { code: 'DO_NOT_CONTACT', message: 'On the Do-Not-Contact list' };
  if (facts.repliedAt && options.now.getTime() - Date.parse(facts.repliedAt) < REPLIED_RECENTLY_MS)
    return { code: 'REPLIED_RECENTLY', message: 'Replied in the last 30 days' };
  if (facts.activeIn)
    return {
      code: 'IN_ACTIVE_CAMPAIGN',
      message: `Already in the campaign "${facts.activeIn.campaignName}"`,
      campaignId: facts.activeIn.campaignId,
      campaignName: facts.activeIn.campaignName,
    };
  if (facts.sequencesEnded > 0 && !options.allowPreviouslyContacted)
    return { code: 'PREVIOUSLY_CONTACTED', message: 'Contacted by an earlier campaign' };
  return null;
}
