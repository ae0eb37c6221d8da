import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';

export interface EndedPeriod {
  readonly userId: string;
  /** The trial end or the end of the granted period (ISO). */
  readonly endedAt: string;
}

/**
 * Local trials and operator-granted periods whose end is at or before `until` while the read model
 * still shows them running: time ended them, and RecordLapse may not be on record yet.
 * ISO-8601 UTC strings of one format compare like the instants they name.
 */
export async function findEndedPeriods(db: ReadModelDb, until: string): Promise<EndedPeriod[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select([
      'user_id',
      sql<string>`coalesce(case when plan = 'trial' then trial_end_date else current_period_end end, '')`.as(
        'ended_at',
      ),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('plan', '=', 'trial'), eb('status', '=', 'trialing'), eb('trial_end_date', '<=', until)]),
        eb.and([eb('plan', '=', 'operator'), eb('status', '=', 'active'), eb('current_period_end', '<=', until)]),
      ]),
    )
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, endedAt: r.ended_at }));
}
