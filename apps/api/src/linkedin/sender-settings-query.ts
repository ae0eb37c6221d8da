import { ApiQuery } from '@nestjs/swagger';
import type { ReadModelDb } from '@outflow/read-models';
import { OptionalProviderIdQuery } from '../common/provider-id.decorators';
import { assertSenderOfWorkspace } from './sender-of-workspace';

/**
 * The settings routes (limits, schedule) answer the workspace's settings, every sender's defaults,
 * or with `?accountId=` one sender's own. This documents that query.
 */
export const SenderQuery = (
  description = "One sender's own settings (else the workspace's, every sender's defaults).",
) => ApiQuery({ name: 'accountId', required: false, description });

/** The sender a settings route is asked about: the `accountId` query, a provider's account id, or undefined. */
export const SenderId = (): ParameterDecorator => OptionalProviderIdQuery('accountId', 'account');

/** `find` for one of the workspace's senders (404 for any other), or for the workspace when none is named. */
export async function readForSender<T>(
  db: ReadModelDb,
  tenant: string,
  accountId: string | undefined,
  find: (db: ReadModelDb, tenant: string, accountId?: string) => Promise<T>,
): Promise<T> {
  if (accountId) await assertSenderOfWorkspace(db, tenant, accountId);
  return find(db, tenant, accountId);
}
