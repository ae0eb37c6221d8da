import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { profileKey } from '@outflow/domain';
import { listActiveLeads, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { type ActiveLeadMatch, CheckActiveLeadsQuery } from './check-active-leads.query';

/** The same person whatever the form of the URL (profileKey), in every campaign still working on them, newest first. */
@QueryHandler(CheckActiveLeadsQuery)
export class CheckActiveLeadsHandler implements IQueryHandler<CheckActiveLeadsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute({ userId, profileUrls }: CheckActiveLeadsQuery): Promise<ActiveLeadMatch[]> {
    if (profileUrls.length === 0) return [];
    const byPerson = new Map<string, ActiveLeadMatch['campaigns']>();
    for (const lead of await listActiveLeads(this.db, userId)) {
      const key = profileKey(lead.profileUrl);
      const campaigns = byPerson.get(key) ?? [];
      campaigns.push({
        campaignId: lead.campaignId,
        campaignName: lead.campaignName,
        leadId: lead.leadId,
        status: lead.status,
      });
      byPerson.set(key, campaigns);
    }
    return profileUrls.flatMap((profileUrl) => {
      const campaigns = byPerson.get(profileKey(profileUrl));
      return campaigns ? [{ profileUrl, campaigns }] : [];
    });
  }
}
