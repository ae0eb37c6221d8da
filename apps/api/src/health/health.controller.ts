import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { MessageBus } from '@outflow/messaging';
import { countParkedEvents, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { Public } from '../common/public.decorator';
import { EVENT_STORE, LINKEDIN, MESSAGE_BUS, READ_DB } from '../infrastructure/tokens';

/**
 * Liveness (the process answers) and readiness (its database, event store and bus answer). Ready
 * with events the projector parked is `degraded` (still 200: the app serves, some rows lag). With a
 * LinkedIn provider wired, the detail also counts its answers that drifted from the schemas the
 * adapter expects (Unipile's SDK); drift never makes the API unready, so it does not change the status.
 */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const check = async (probe: () => Promise<unknown>): Promise<'up' | 'down'> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), 2000)));
      try {
        return await Promise.race([probe().then(() => 'up' as const), timeout]);
      } catch {
        return 'down';
      } finally {
        clearTimeout(timer);
      }
    };
    const checks = {
      database: await check(() => sql`select 1`.execute(this.db)),
      eventStore: await check(() => this.store.ping()),
      bus: await check(() => this.bus.ping()),
    };
    const ready = Object.values(checks).every((c) => c === 'up');
    const linkedin = this.linkedInDetail();
    if (!ready) throw new ServiceUnavailableException({ statusCode: 503, message: 'Not ready', checks, ...linkedin });
    const parkedEvents = await countParkedEvents(this.db);
    if (parkedEvents > 0) {
      return { status: 'degraded', checks, parkedEvents, message: `The projector set aside ${parkedEvents} event(s) it could not apply: npm run projector:parked -- list`, ...linkedin };
    }
    return { status: 'ready', checks, ...linkedin };
  }

  /** Counts only: which fields drifted is in the logs, not on this public endpoint. */
  private linkedInDetail(): { linkedin?: { answerMismatches: number; mismatchedFields: number } } {
    if (!this.linkedin) return {};
    const drift = this.linkedin.answerDrift();
    return { linkedin: { answerMismatches: drift.mismatchedAnswers, mismatchedFields: drift.mismatchedFields.length } };
  }
}
