import { profileSlug, SUPPORT_READ_LABELS, type SupportRead } from '@outflow/domain';

/** How a read's detail names a lead: `lead <its id>` (the timeline's lead filter). */
const LEAD_IN_DETAIL = /\blead ([A-Za-z0-9_-]+)/g;
import type { ReadModelDb } from '../read-model-db';
import type { AccessLogEntry } from '@outflow/api-contract';
export type { AccessLogEntry };

export async function findAccessLog(
  db: ReadModelDb,
  userId: string,
  page: number,
  perPage: number,
): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('access_log')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  // Named as the user knows them: the campaign by its name, a lead by theirs (a deleted one keeps its id).
  const campaignIds = [...new Set(rows.map((r) => r.campaign_id).filter((id): id is string => id !== null))];
  const leadIds = [...new Set(rows.flatMap((r) => [...(r.detail ?? '').matchAll(LEAD_IN_DETAIL)].map((m) => m[1])))];
  const [campaigns, leads] = await Promise.all([
    campaignIds.length === 0
      ? []
      : db
          .selectFrom('campaigns')
          .select(['id', 'name'])
          .where('user_id', '=', userId)
          .where('id', 'in', campaignIds)
          .execute(),
    leadIds.length === 0
      ? []
      : db
          .selectFrom('leads')
          .select(['id', 'first_name', 'last_name', 'profile_url'])
          .where('user_id', '=', userId)
          .where('id', 'in', leadIds)
          .execute(),
  ]);
  const campaignName = new Map(campaigns.map((c) => [c.id, c.name]));
  const leadName = new Map(
    leads.map((l) => [
      l.id,
      [l.first_name, l.last_name].filter(Boolean).join(' ') || profileSlug(l.profile_url) || l.id,
    ]),
  );
  return {
    entries: rows.map((r) => ({
      id: r.id,
      supportName: r.support_name,
      supportEmail: r.support_email,
      what: r.what,
      label: SUPPORT_READ_LABELS[r.what as SupportRead] ?? r.what,
      campaignId: r.campaign_id,
      campaignName: r.campaign_id ? (campaignName.get(r.campaign_id) ?? null) : null,
      detail:
        r.detail?.replace(LEAD_IN_DETAIL, (whole, id: string) => {
          const name = leadName.get(id);
          return name ? `lead ${name}` : whole;
        }) ?? null,
      at: r.at.toISOString(),
    })),
    total: Number(count.n),
  };
}
