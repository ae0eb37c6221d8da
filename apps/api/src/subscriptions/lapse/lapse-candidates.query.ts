import type { ReadModelDb } from '@outflow/read-models';

/**
 * Users whose local trial or operator-granted period ended by time within (after, until]: the
 * ends that need a RecordLapse. ISO-8601 UTC strings of one format compare like the instants.
 * `after` null scans every end up to `until` (the first scan after a start).
 */
export async function findLapseCandidates(db: ReadModelDb, after: string | null, until: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where((eb) => {
      const endedIn = (column: 'trial_end_date' | 'current_period_end') =>
        after === null ? eb(column, '<=', until) : eb.and([eb(column, '>', after), eb(column, '<=', until)]);
      return eb.or([
        eb.and([eb('plan', '=', 'trial'), eb('status', '=', 'trialing'), endedIn('trial_end_date')]),
        eb.and([eb('plan', '=', 'operator'), eb('status', '=', 'active'), endedIn('current_period_end')]),
      ]);
    })
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}
