import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Clock } from '@outflow/domain';
import { ApiKeyUses, type IntegrationsDb } from '@outflow/integrations';
import { findApiKeyByHash, type ReadModelDb } from '@outflow/read-models';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { CLOCK, INTEGRATIONS_DB, READ_DB } from '../infrastructure/tokens';
import { apiKeyHash, hasApiKeyShape } from './api-key-secret';

/**
 * The API-key path beside the session tokens (the AuthGuard hands it `Bearer ofk_…`): the key is
 * looked up by its hash in the live keys on every request, so a revoked key is refused on the next
 * call by every API process (revoking answers once the projection has removed it). The request
 * acts as the key's owner, with the role `user` only, within the key's scopes (ApiKeyScopeGuard).
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly uses: ApiKeyUses;

  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(INTEGRATIONS_DB) integrations: IntegrationsDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.uses = new ApiKeyUses(integrations);
  }

  async authenticate(request: AuthenticatedRequest, key: string): Promise<true> {
    const found = hasApiKeyShape(key) ? await findApiKeyByHash(this.db, apiKeyHash(key)) : undefined;
    if (!found)
      throw new UnauthorizedException({
        statusCode: 401,
        message: 'This API key is not valid or was revoked',
        errorCode: 'INVALID_API_KEY',
      });
    request.user = {
      id: found.owner_id,
      email: found.owner_email ?? '',
      name: found.owner_name ?? '',
      roles: ['user'],
    };
    request.apiKey = { id: found.id, name: found.name, scopes: found.scopes };
    // The list's "last used": a failure to note it must not fail the request.
    await this.uses.record(found.id, this.clock.now()).catch(() => undefined);
    return true;
  }

  lastUses(keyIds: readonly string[]): Promise<Map<string, Date>> {
    return this.uses.lastUses(keyIds);
  }
}
