import { Controller, Get, Inject, Req, ServiceUnavailableException } from '@nestjs/common';
import type { Config } from '@outflow/config';
import { ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import { Public } from '../common/public.decorator';
import type { Request } from 'express';
import { isOperatorRequest } from '../common/operator-request';
import { CONFIG, EVENT_STORE, LINKEDIN, MESSAGE_BUS, READ_DB } from '../infrastructure/tokens';
import { apiReadiness } from './readiness';
import type { Health, ReadinessAnswer } from '@outflow/api-contract';

/**
 * Liveness (the process answers) and readiness (apiReadiness: its database, event store and bus
 * answer and a projector runs; `degraded`, still 200, while the read models lag or events are
 * parked; 503 when not ready). The detail is for operators (this machine, or OPERATOR_TOKEN);
 * anyone else reads ready or not.
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
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('health')
  health(): Health {
    return { status: 'ok' };
  }

  /**
   * Ready or not, to anyone; the checks, parked events and provider drift only to this machine or
   * OPERATOR_TOKEN's bearer (they tell an outsider what is failing).
   */
  @Get('ready')
  async ready(@Req() request: Request): Promise<ReadinessAnswer> {
    const { status, ...detail } = await apiReadiness({
      db: this.db,
      store: this.store,
      bus: this.bus,
      linkedin: this.linkedin,
      config: this.config,
    });
    const operator = isOperatorRequest(request, this.config.OPERATOR_TOKEN);
    if (status === 'not-ready')
      throw new ServiceUnavailableException(
        operator ? { statusCode: 503, message: 'Not ready', ...detail } : { statusCode: 503, status: 'not ready' },
      );
    return operator ? { status, ...detail } : { status: 'ready' };
  }
}
