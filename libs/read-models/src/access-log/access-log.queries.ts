import { SUPPORT_READ_LABELS, type SupportRead } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';
import type { AccessLogEntry } from '@outflow/api-contract';
export type { AccessLogEntry };

export async function findAccessLog(db: ReadModelDb, userId: string, page: number, perPage: number): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('access_log').selectAll().where('user_id', '=', userId).orderBy('at', 'desc').orderBy('id').limit(perPage).offset((page - 1) * perPage).execute(),
    db.selectFrom('access_log').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      supportName: r.support_name,
      supportEmail: r.support_email,
      what: r.what,
      label: SUPPORT_READ_LABELS[r.what as SupportRead] ?? r.what,
      campaignId: r.campaign_id,
      detail: r.detail,
      at: r.at.toISOString(),
    })),
    total: Number(count.n),
  };
}
