import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { probe, type Readiness } from '@outflow/observability';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import type { Runner } from './runner';

/**
 * The runner process's readiness (its health port's /ready): ready once it consumes step jobs with
 * its database, event store and bus answering; the detail says whether its scheduler leads or
 * stands by.
 */
export async function runnerReadiness(
  runner: Runner,
  store: EventStore,
  db: ReadModelDb,
  bus: MessageBus,
): Promise<Readiness> {
  const checks = {
    database: await probe(() => sql`select 1`.execute(db)),
    eventStore: await probe(() => store.ping()),
    bus: await probe(() => bus.ping()),
  };
  const detail = { checks, consuming: runner.isStarted, scheduler: runner.leadsScheduler ? 'leader' : 'standby' };
  const ready = runner.isStarted && Object.values(checks).every((c) => c === 'up');
  return { status: ready ? 'ready' : 'not-ready', detail };
}
