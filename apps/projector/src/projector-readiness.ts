import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { probe, type Readiness } from '@outflow/observability';
import { projectorLag, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import type { Projector } from './projector';

export interface ProjectorReadinessOptions {
  readonly projector: Projector;
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly bus: MessageBus;
  /** Degraded once the read models lag the events by more than this. */
  readonly maxLagMs: number;
}

/**
 * The projector process's readiness (its health port's /ready): not ready when its database, event
 * store or bus does not answer; a standby waiting for the lock is ready (that is its work); the
 * active one is degraded while the read models lag past the bound or events are parked.
 */
export async function projectorReadiness(options: ProjectorReadinessOptions): Promise<Readiness> {
  const { projector, store, db, bus } = options;
  const checks = {
    database: await probe(() => sql`select 1`.execute(db)),
    eventStore: await probe(() => store.ping()),
    bus: await probe(() => bus.ping()),
  };
  const role = projector.active ? 'active' : 'standby';
  if (Object.values(checks).some((c) => c === 'down')) return { status: 'not-ready', detail: { checks, role } };
  // Real time: the store stamps events with its own clock.
  const lag = await projectorLag(store, db, new Date());
  const lagging = role === 'active' && lag.seconds * 1000 > options.maxLagMs;
  return {
    status: lagging || lag.parkedEvents > 0 ? 'degraded' : 'ready',
    detail: { checks, role, lagSeconds: lag.seconds, parkedEvents: lag.parkedEvents },
  };
}
