import { sql } from 'kysely';
import type { DailyFigures } from '@outflow/api-contract';
import type { ReadModelDb } from '../read-model-db';

const MESSAGE_ACTIONS = ['send-message', 'send-inmail'];

/**
 * The figures by local day of the account's time zone (Postgres slices each instant in that zone,
 * never by UTC date), from the funnel's rows: invitations and messages when they reached LinkedIn,
 * acceptances when they came, and each lead's first reply once. Days between the first and the last
 * with nothing on them are there with zeros, so a chart's axis is the calendar.
 */
export async function campaignDailyFigures(
  db: ReadModelDb,
  userId: string,
  timeZone: string,
  campaignId: string | null,
): Promise<DailyFigures[]> {
  const campaign = campaignId === null ? sql`true` : sql`campaign_id = ${campaignId}`;
  const dayOf = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const { rows } = await sql<{ day: string; kind: string; n: number }>`
    with leads as (
      select * from campaign_funnel_leads where user_id = ${userId} and ${campaign}
    )
    select ${dayOf('performed_at')} as day, 'invitationsSent' as kind, count(*)::int as n
      from leads where action = 'send-connection' and performed_at is not null group by 1
    union all
    select ${dayOf('accepted_at')}, 'invitationsAccepted', count(*)::int
      from leads where action = 'send-connection' and accepted_at is not null group by 1
    union all
    select ${dayOf('performed_at')}, 'messagesSent', count(*)::int
      from leads where action in (${sql.join(MESSAGE_ACTIONS)}) and performed_at is not null group by 1
    union all
    select ${dayOf('replied_at')}, 'replies', count(*)::int
      from (select target_id, min(replied_at) as replied_at from leads where replied_at is not null group by target_id) r
      group by 1
  `.execute(db);
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const figures = byDay.get(row.day) ?? {};
    figures[row.kind] = row.n;
    byDay.set(row.day, figures);
  }
  return calendarDays([...byDay.keys()]).map((day) => {
    const f = byDay.get(day) ?? {};
    return {
      day,
      invitationsSent: f.invitationsSent ?? 0,
      invitationsAccepted: f.invitationsAccepted ?? 0,
      messagesSent: f.messagesSent ?? 0,
      replies: f.replies ?? 0,
    };
  });
}

const DAY_MS = 86_400_000;

/** Every calendar day from the earliest to the latest given (dates only: no clock, no zone). */
function calendarDays(days: string[]): string[] {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const first = Date.parse(`${sorted[0]}T00:00:00Z`);
  const last = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`);
  const all: string[] = [];
  for (let t = first; t <= last; t += DAY_MS) all.push(new Date(t).toISOString().slice(0, 10));
  return all;
}
