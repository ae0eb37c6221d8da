import { Inject, Injectable } from '@nestjs/common';
import {
  checkLeadEntries,
  memberKeyOf,
  screenLeads,
  type Clock,
  type MemberFacts,
  type SkippedLead,
} from '@outflow/domain';
import { findActiveSequencesOf, findContactsByKeys, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../infrastructure/tokens';

/**
 * Which leads a campaign may take (issue 17), from the read models: members on the Do-Not-Contact
 * list, who replied lately, whom a running or paused campaign holds, or (without consent) whom an
 * earlier campaign contacted are left out and named. Lines that are not profile URLs go on to the
 * decider, which refuses them with their position. The contact stream enforces the same rules
 * when a sequence first touches the member; this answers the user at once.
 */
@Injectable()
export class LeadScreening {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async screen(
    ownerId: string,
    leads: readonly string[],
    allowPreviouslyContacted: boolean,
    /** The campaign the leads go into (adding to it): its own leads are not "another campaign". */
    intoCampaignId?: string,
  ): Promise<{ kept: string[]; skipped: SkippedLead[] }> {
    const { kept, refused } = checkLeadEntries(leads.map((text, index) => ({ text: String(text), line: index })));
    if (refused.length > 0) return { kept: [...leads], skipped: [] };
    const keys = [...new Set(kept.map((lead) => memberKeyOf(lead.profileUrl)).filter((k): k is string => k !== null))];
    const [contacts, active] = await Promise.all([
      findContactsByKeys(this.db, ownerId, keys),
      findActiveSequencesOf(this.db, ownerId, keys),
    ]);
    const facts = new Map<string, MemberFacts>();
    const factsOf = (key: string): MemberFacts =>
      facts.get(key) ?? { doNotContact: false, repliedAt: null, sequencesEnded: 0, activeIn: null };
    for (const c of contacts) {
      facts.set(c.contact_id, {
        ...factsOf(c.contact_id),
        doNotContact: c.dnc_code !== null,
        repliedAt: c.replied_at?.toISOString() ?? null,
        sequencesEnded: c.sequences_ended,
      });
    }
    for (const a of active.filter((held) => held.campaignId !== intoCampaignId))
      facts.set(a.contactId, { ...factsOf(a.contactId), activeIn: a });
    const screened = screenLeads(kept, (key) => facts.get(key), { allowPreviouslyContacted, now: this.clock.now() });
    return { kept: screened.kept.map((lead) => lead.profileUrl), skipped: screened.skipped };
  }
}
