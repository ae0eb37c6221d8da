import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ApiKeyList, CreatedApiKey, Done } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { listApiKeys, type ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { newApiKey } from './api-key-secret';
import { CreateApiKeyCommand } from './commands/create-api-key.handler';
import { RevokeApiKeyCommand } from './commands/revoke-api-key.handler';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

/**
 * Settings → API keys (issue 22). Signed-in users only: no API key manages keys. A key belongs to
 * its user (to the workspace once workspaces exist: the owner is one field). Creating answers the
 * key once; revoking answers once the projection has removed it, so the next call with it is
 * refused by every API process.
 */
@ApiTags('api-keys')
@ApiBearerAuth()
@RequiresRole('admin')
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    private readonly authenticator: ApiKeyAuthenticator,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  @Get()
  async list(@Tenant() tenant: string): Promise<ApiKeyList> {
    const rows = await listApiKeys(this.db, tenant);
    const uses = await this.authenticator.lastUses(rows.map((r) => r.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        prefix: r.prefix,
        scopes: r.scopes,
        createdAt: r.created_at.toISOString(),
        lastUsedAt: uses.get(r.id)?.toISOString() ?? null,
        createdBy: { id: r.created_by_id, name: r.created_by_name },
      })),
    };
  }

  @Post()
  async create(
    @Tenant() tenant: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateApiKeyDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CreatedApiKey> {
    const id = randomUUID();
    const { key, prefix, hash } = newApiKey();
    const result = await this.commands.execute(
      new CreateApiKeyCommand(
        tenant,
        id,
        body,
        { prefix, hash },
        // The creator is the person, the owner the workspace.
        { id: user.id, name: user.name || user.email },
        metadata,
      ),
    );
    await this.projection.waitForAppend(result);
    const created = result.newEvents[0];
    const scopes = created.type === 'ApiKeyCreated' ? created.data.scopes : [];
    const name = created.type === 'ApiKeyCreated' ? created.data.name : body.name;
    return { id, key, prefix, scopes, name };
  }

  @Delete(':id')
  @HttpCode(200)
  async revoke(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    await this.projection.waitForAppend(await this.commands.execute(new RevokeApiKeyCommand(tenant, id, metadata)));
    return { success: true };
  }
}
