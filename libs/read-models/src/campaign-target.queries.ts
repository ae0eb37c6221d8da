import type { ReadModelDb } from './read-model-db';

/** A lead inside a campaign whose sequence has not ended. */
export interface OpenTarget {
  readonly targetId: string;
  readonly campaignId: string;
  /** due, running or awaiting. */
  readonly state: string;
}

/**
 * The user's unfinished campaign targets for one LinkedIn member, found by the member id or the
 * public id a webhook carries (known once the lead was enriched).
 */
export async function findOpenTargetsOfMember(
  db: ReadModelDb,
  userId: string,
  member: { providerId?: string | null; publicId?: string | null },
): Promise<OpenTarget[]> {
  if (!member.providerId && !member.publicId) return [];
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['target_id', 'campaign_id', 'state'])
    .where('user_id', '=', userId)
    .where('state', 'not in', ['completed', 'failed'])
    .where((eb) => {
      const matches = [];
      if (member.providerId) matches.push(eb('provider_id', '=', member.providerId));
      if (member.publicId) matches.push(eb('public_id', '=', member.publicId));
      return eb.or(matches);
    })
    .execute();
  return rows.map((r) => ({ targetId: r.target_id, campaignId: r.campaign_id, state: r.state }));
}
