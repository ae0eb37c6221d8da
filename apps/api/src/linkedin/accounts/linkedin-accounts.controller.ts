import { Body, Controller, Delete, Get, HttpCode, Inject, Post, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  HostedAuthLinkAnswer,
  LinkedInAccountAnswer,
  LinkedInDisconnected,
  LinkedInStatus,
} from '@outflow/api-contract';
import {
  activeRestriction,
  linkedInAccountView,
  type Clock,
  type EventMetadata,
  type LinkedInAccountState,
} from '@outflow/domain';
import { findAccountHolds, findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { OpenRoute } from '../../access/open-route.decorator';
import { RequestMetadata } from '../../common/authenticated-user';
import { Tenant } from '../../workspaces/tenant.decorator';
import { CheckLinkedInServiceCommand, type ServiceValidationResult } from '../commands/check-linkedin-service.command';
import { ConnectLinkedInAccountCommand } from '../commands/connect-linkedin-account.command';
import { CreateHostedAuthLinkCommand } from '../commands/create-hosted-auth-link.command';
import { RemoveLinkedInAccountCommand } from '../commands/remove-linkedin-account.command';
import { ACCOUNT_DISCONNECTED_MESSAGE, NO_ACCOUNT_MESSAGE } from '../linkedin-answers';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { UserStreamProjection } from '../user-stream-projection';
import { AccountCallbackDto } from './dto/account-callback.dto';
import { HostedAuthDto } from './dto/hosted-auth.dto';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../../workspaces/workspace-role.decorator';

function accountResponse(
  state: LinkedInAccountState,
  connectedMessage = 'LinkedIn account connected',
): LinkedInAccountAnswer {
  const account = linkedInAccountView(state);
  const message =
    account === null ? NO_ACCOUNT_MESSAGE : account.isActive ? connectedMessage : ACCOUNT_DISCONNECTED_MESSAGE;
  return { success: true, account, message };
}

/**
 * Connecting, checking and disconnecting the user's LinkedIn account (spec 01 §4, §7). Open to
 * users without a subscription or a connected account: this is how they connect one.
 */
@ApiTags('linkedin-accounts')
@ApiBearerAuth()
@OpenRoute()
@UseFilters(LinkedInErrorFilter)
@Controller('linkedin-accounts')
export class LinkedInAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: UserStreamProjection,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiKeyScope('settings')
  @Get()
  async status(@Tenant() tenant: string): Promise<LinkedInStatus> {
    const account = linkedInAccountView(await findLinkedInAccountState(this.db, tenant));
    return {
      success: true,
      account: account && { accountId: account.accountId, status: account.status, isActive: account.isActive },
    };
  }

  @ApiKeyScope('settings')
  @Get('with-profile')
  async withProfile(@Tenant() tenant: string): Promise<LinkedInAccountAnswer> {
    const answer = accountResponse(await findLinkedInAccountState(this.db, tenant));
    // Connected is not the whole story: LinkedIn may have restricted the account meanwhile.
    const restriction = answer.account?.isActive
      ? activeRestriction(await findAccountHolds(this.db, tenant), this.clock.now())
      : null;
    return { ...answer, restriction };
  }

  @RequiresRole('admin')
  @Post('hosted-auth')
  @HttpCode(200)
  hostedAuth(
    @Tenant() tenant: string,
    @Body() body: HostedAuthDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<HostedAuthLinkAnswer> {
    return this.commands.execute(new CreateHostedAuthLinkCommand(tenant, body.redirectUrl, metadata));
  }

  @RequiresRole('admin')
  @Post('callback')
  @HttpCode(200)
  async callback(
    @Tenant() tenant: string,
    @Body() body: AccountCallbackDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<LinkedInAccountAnswer> {
    await this.commands.execute(new ConnectLinkedInAccountCommand(tenant, body.accountId, metadata));
    await this.projection.caughtUp(tenant);
    return accountResponse(await findLinkedInAccountState(this.db, tenant), 'LinkedIn account connected successfully');
  }

  @ApiKeyScope('settings')
  @Get('validate-service')
  async validateService(
    @Tenant() tenant: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<ServiceValidationResult> {
    const result = await this.commands.execute(new CheckLinkedInServiceCommand(tenant, metadata));
    await this.projection.caughtUp(tenant);
    return result;
  }

  @RequiresRole('admin')
  @Delete('disconnect')
  async disconnect(
    @Tenant() tenant: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<LinkedInDisconnected> {
    await this.commands.execute(new RemoveLinkedInAccountCommand(tenant, metadata));
    await this.projection.caughtUp(tenant);
    return { success: true, message: 'LinkedIn account disconnected' };
  }
}
