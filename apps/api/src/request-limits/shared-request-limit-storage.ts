import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ApiInfrastructure } from '../infrastructure/api-infrastructure';
import { PostgresRequestLimitStorage } from './postgres-request-limit-storage';

/**
 * Where request-limit counters live by default: in Postgres, shared by every API process, once the
 * deployment names a database or a bus it shares (DATABASE_URL, NATS_URL); else (`npm start` on
 * its embedded database, one API) this process's memory.
 */
export function sharedRequestLimitStorage(infra: ApiInfrastructure): ThrottlerStorage | undefined {
  if (!infra.config.DATABASE_URL && !infra.config.NATS_URL) return undefined;
  return new PostgresRequestLimitStorage(infra.readDb);
}
