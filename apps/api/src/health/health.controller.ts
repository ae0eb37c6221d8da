import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { countParkedEvents, type ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { Public } from '../common/public.decorator';
import { EVENT_STORE, MESSAGE_BUS, READ_DB } from '../infrastructure/tokens';

/**
 * Liveness (the process answers) and readiness (its database, event store and bus answer). Ready
 * with events the projector parked is `degraded` (still 200: the app serves, some rows lag).
 */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
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
    if (!ready) throw new ServiceUnavailableException({ statusCode: 503, message: 'Not ready', checks });
    const parkedEvents = await countParkedEvents(this.db);
    if (parkedEvents > 0) {
      return { status: 'degraded', checks, parkedEvents, message: `The projector set aside ${parkedEvents} event(s) it could not apply: npm run projector:parked -- list` };
    }
    return { status: 'ready', checks };
  }
}
