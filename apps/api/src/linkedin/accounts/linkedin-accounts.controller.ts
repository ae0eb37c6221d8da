import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseFilters } from '@nestjs/common';
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
import {
  findAccountHolds,
  findLinkedInAccountState,
  findSender,
  findSenders,
  senderDay,
  type ReadModelDb,
} from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { OpenRoute } from '../../access/open-route.decorator';
import { RequestMetadata } from '../../common/authenticated-user';
import { Tenant } from '../../workspaces/tenant.decorator';
import { CheckLinkedInServiceCommand, type ServiceValidationResult } from '../commands/check-linkedin-service.handler';
import { ConnectLinkedInAccountCommand } from '../commands/connect-linkedin-account.handler';
import { CreateHostedAuthLinkCommand } from '../commands/create-hosted-auth-link.handler';
import { RemoveLinkedInAccountCommand } from '../commands/remove-linkedin-account.handler';
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

  /**
   * Every sender of the workspace, each with its restriction and its day; `account` is the first,
   * as when a workspace had one.
   */
  @ApiKeyScope('settings')
  @Get()
  async status(@Tenant() tenant: string): Promise<LinkedInStatus> {
    const now = this.clock.now();
    const [states, holds] = await Promise.all([findSenders(this.db, tenant), findAccountHolds(this.db, tenant)]);
    const senders = await Promise.all(
      states.flatMap((state) => {
        const view = linkedInAccountView(state);
        if (!view) return [];
        const own = holds.filter((h) => h.accountId === view.accountId);
        return [
          senderDay(this.db, tenant, state, now).then((today) => ({
            ...view,
            restriction: view.isActive ? activeRestriction(own, now) : null,
            today,
          })),
        ];
      }),
    );
    const first = senders[0] ?? null;
    return {
      success: true,
      account: first && { accountId: first.accountId, status: first.status, isActive: first.isActive },
      senders,
    };
  }

  @ApiKeyScope('settings')
  @Get('with-profile')
  async withProfile(@Tenant() tenant: string): Promise<LinkedInAccountAnswer> {
    const answer = accountResponse(await findLinkedInAccountState(this.db, tenant));
    // Connected is not the whole story: LinkedIn may have restricted the account meanwhile.
    const restriction = answer.account?.isActive
      ? activeRestriction(
          (await findAccountHolds(this.db, tenant)).filter((h) => h.accountId === answer.account?.accountId),
          this.clock.now(),
        )
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
    return this.commands.execute(new CreateHostedAuthLinkCommand(tenant, body.redirectUrl, body.accountId, metadata));
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
    await this.projection.senderCaughtUp(body.accountId);
    return accountResponse(
      await findSender(this.db, tenant, body.accountId),
      'LinkedIn account connected successfully',
    );
  }

  @ApiKeyScope('settings')
  @Get('validate-service')
  async validateService(
    @Tenant() tenant: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<ServiceValidationResult> {
    const result = await this.commands.execute(new CheckLinkedInServiceCommand(tenant, metadata));
    const { accountId } = await findLinkedInAccountState(this.db, tenant);
    if (accountId !== null) await this.projection.senderCaughtUp(accountId);
    return result;
  }

  /** The workspace's only sender (400 naming accountId when it has several: they use the route below). */
  @RequiresRole('admin')
  @Delete('disconnect')
  disconnect(@Tenant() tenant: string, @RequestMetadata() metadata: EventMetadata): Promise<LinkedInDisconnected> {
    return this.remove(tenant, null, metadata);
  }

  /** One sender, by its account id (404 naming accountId when it is none of the workspace's). */
  @RequiresRole('admin')
  @Delete(':accountId')
  disconnectSender(
    @Tenant() tenant: string,
    @Param('accountId') accountId: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<LinkedInDisconnected> {
    return this.remove(tenant, accountId, metadata);
  }

  private async remove(tenant: string, named: string | null, metadata: EventMetadata): Promise<LinkedInDisconnected> {
    const accountId = await this.commands.execute(new RemoveLinkedInAccountCommand(tenant, named, metadata));
    await this.projection.senderCaughtUp(accountId);
    return { success: true, message: 'LinkedIn account disconnected', accountId };
  }
}
