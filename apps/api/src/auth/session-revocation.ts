import { Inject, Injectable } from '@nestjs/common';
import type { VerifiedIdentity } from '@outflow/auth';
import { isTokenRevoked } from '@outflow/domain';
import { findSession, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../infrastructure/tokens';

/**
 * Whether a verified token was revoked by a sign-out since it was issued. Reads the users read
 * model: sign-out answers only once it is projected, so every API process refuses the token after.
 */
@Injectable()
export class SessionRevocation {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async isRevoked(identity: VerifiedIdentity): Promise<boolean> {
    return isTokenRevoked(identity, await findSession(this.db, identity.subject));
  }
}
