import type { Config } from '@outflow/config';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { MessageBus } from '@outflow/messaging';
import { probe } from '@outflow/observability';
import { advisoryLockHeld, projectorLag, READ_MODELS_PROJECTOR, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';

export interface ApiReadinessSources {
  readonly db: ReadModelDb;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly linkedin: LinkedInProvider | null;
  readonly config: Pick<Config, 'PROJECTOR_MAX_LAG_MS'>;
}

export type ApiReadiness = {
  readonly status: 'ready' | 'degraded' | 'not-ready';
  readonly checks: { database: 'up' | 'down'; eventStore: 'up' | 'down'; bus: 'up' | 'down'; projector: 'up' | 'down' };
  readonly projectorLagSeconds?: number;
  readonly parkedEvents?: number;
  readonly message?: string;
  readonly linkedin?: { answerMismatches: number; mismatchedFields: number };
};

/**
 * Whether the API can do its work: its database, event store and bus answer, and a projector runs
 * (some process holds the projector's lock: without one, every write would wait for read models
 * that never come). Degraded (still serving) while the read models lag the events past
 * PROJECTOR_MAX_LAG_MS or the projector parked events. With a LinkedIn provider wired, the answers
 * that drifted from the schemas the adapter expects are counted; drift never changes the status.
 */
export async function apiReadiness(sources: ApiReadinessSources): Promise<ApiReadiness> {
  const { db, store, bus } = sources;
  const database = await probe(() => sql`select 1`.execute(db));
  const checks = {
    database,
    eventStore: await probe(() => store.ping()),
    bus: await probe(() => bus.ping()),
    projector:
      database === 'up'
        ? await probe(async () => {
            if (!(await advisoryLockHeld(db, `projector:${READ_MODELS_PROJECTOR}`))) throw new Error('no projector');
          })
        : ('down' as const),
  };
  const linkedin = linkedInDetail(sources.linkedin);
  if (Object.values(checks).some((c) => c === 'down')) return { status: 'not-ready', checks, ...linkedin };
  // Real time: the store stamps events with its own clock, never a sped-up sandbox clock.
  const lag = await projectorLag(store, db, new Date());
  const projectorLagSeconds = Math.round(lag.seconds * 10) / 10;
  const problems: string[] = [];
  if (lag.seconds * 1000 > sources.config.PROJECTOR_MAX_LAG_MS)
    problems.push(`The read models are ${projectorLagSeconds} s behind the events`);
  if (lag.parkedEvents > 0)
    problems.push(
      `The projector set aside ${lag.parkedEvents} event(s) it could not apply: npm run projector:parked -- list`,
    );
  if (problems.length === 0) return { status: 'ready', checks, projectorLagSeconds, ...linkedin };
  return {
    status: 'degraded',
    checks,
    projectorLagSeconds,
    ...(lag.parkedEvents > 0 ? { parkedEvents: lag.parkedEvents } : {}),
    message: problems.join('; '),
    ...linkedin,
  };
}

/** Counts only: which fields drifted is in the logs, not on this public endpoint. */
function linkedInDetail(linkedin: LinkedInProvider | null): Pick<ApiReadiness, 'linkedin'> {
  if (!linkedin) return {};
  const drift = linkedin.answerDrift();
  return { linkedin: { answerMismatches: drift.mismatchedAnswers, mismatchedFields: drift.mismatchedFields.length } };
}
