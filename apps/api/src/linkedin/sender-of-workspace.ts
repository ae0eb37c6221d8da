import { DomainError } from '@outflow/domain';
import { findSender, type ReadModelDb } from '@outflow/read-models';

/** A sender named by a request: one of the workspace's, else 404 naming `accountId` (another workspace's too). */
export async function assertSenderOfWorkspace(db: ReadModelDb, tenant: string, accountId: string): Promise<void> {
  if ((await findSender(db, tenant, accountId)).accountId === null) {
    throw new DomainError('Sender not found', 'NOT_FOUND', 'accountId');
  }
}
