import type { ReadModelDb } from './read-model-db';
import type { Selectable } from 'kysely';
import type { CampaignTable, TargetStats } from './schema';

/** A campaign as `GET /api/campaigns` lists it (spec 02 §3 "server/list shape"). */
export interface CampaignListItem {
  readonly _id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly status: string;
  readonly progressStatus: string;
  readonly sequence: { nodes: unknown[]; edges: unknown[] };
  readonly targetCount: number;
  readonly targetsBySourceCount: number;
  readonly connectionAcceptRate: number;
  readonly responseRate: number;
  readonly targetStats: TargetStats;
}

/** The user's campaigns, newest first. */
export async function listCampaigns(db: ReadModelDb, userId: string): Promise<CampaignListItem[]> {
  const rows = await db.selectFrom('campaigns').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map(toListItem);
}

/** One of the user's campaigns; undefined when it is not theirs or does not exist. */
export async function findCampaign(db: ReadModelDb, userId: string, campaignId: string): Promise<CampaignListItem | undefined> {
  const row = await db.selectFrom('campaigns').selectAll().where('user_id', '=', userId).where('id', '=', campaignId).executeTakeFirst();
  return row ? toListItem(row) : undefined;
}

function toListItem(r: Selectable<CampaignTable>): CampaignListItem {
  return {
    _id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    progressStatus: r.progress_status,
    sequence: r.sequence,
    targetCount: r.target_count,
    targetsBySourceCount: r.targets_by_source_count,
    connectionAcceptRate: r.connection_accept_rate,
    responseRate: r.response_rate,
    targetStats: r.target_stats,
  };
}
