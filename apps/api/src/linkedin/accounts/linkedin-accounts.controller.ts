import { Body, Controller, Delete, Get, HttpCode, Post, UseFilters } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { HostedAuthLink, LinkedInAccountAnswer, LinkedInDisconnected, LinkedInStatus } from '@outflow/api-contract';
import { linkedInAccountView, type EventMetadata, type LinkedInAccountState } from '@outflow/domain';
import { OpenRoute } from '../../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../../common/authenticated-user';
import { CheckLinkedInServiceCommand, type ServiceValidationResult } from '../commands/check-linkedin-service.command';
import { ConnectLinkedInAccountCommand } from '../commands/connect-linkedin-account.command';
import { CreateHostedAuthLinkCommand } from '../commands/create-hosted-auth-link.command';
import { RemoveLinkedInAccountCommand } from '../commands/remove-linkedin-account.command';
import { ACCOUNT_DISCONNECTED_MESSAGE, NO_ACCOUNT_MESSAGE } from '../linkedin-answers';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { GetLinkedInAccountQuery } from '../queries/get-linkedin-account.query';
import { UserStreamProjection } from '../user-stream-projection';
import { AccountCallbackDto } from './dto/account-callback.dto';
import { HostedAuthDto } from './dto/hosted-auth.dto';

function accountResponse(state: LinkedInAccountState, connectedMessage = 'LinkedIn account connected'): LinkedInAccountAnswer {
  const account = linkedInAccountView(state);
  const message = account === null ? NO_ACCOUNT_MESSAGE : account.isActive ? connectedMessage : ACCOUNT_DISCONNECTED_MESSAGE;
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
    private readonly queries: QueryBus,
    private readonly projection: UserStreamProjection,
  ) {}

  @Get()
  async status(@CurrentUser() user: AuthenticatedUser): Promise<LinkedInStatus> {
    const account = linkedInAccountView(await this.queries.execute(new GetLinkedInAccountQuery(user.id)));
    return { success: true, account: account && { accountId: account.accountId, status: account.status, isActive: account.isActive } };
  }

  @Get('with-profile')
  async withProfile(@CurrentUser() user: AuthenticatedUser): Promise<LinkedInAccountAnswer> {
    return accountResponse(await this.queries.execute(new GetLinkedInAccountQuery(user.id)));
  }

  @Post('hosted-auth')
  @HttpCode(200)
  hostedAuth(@CurrentUser() user: AuthenticatedUser, @Body() body: HostedAuthDto, @RequestMetadata() metadata: EventMetadata): Promise<HostedAuthLink> {
    return this.commands.execute(new CreateHostedAuthLinkCommand(user.id, body.redirectUrl, metadata));
  }

  @Post('callback')
  @HttpCode(200)
  async callback(@CurrentUser() user: AuthenticatedUser, @Body() body: AccountCallbackDto, @RequestMetadata() metadata: EventMetadata): Promise<LinkedInAccountAnswer> {
    await this.commands.execute(new ConnectLinkedInAccountCommand(user.id, body.accountId, metadata));
    await this.projection.caughtUp(user.id);
    return accountResponse(await this.queries.execute(new GetLinkedInAccountQuery(user.id)), 'LinkedIn account connected successfully');
  }

  @Get('validate-service')
  async validateService(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<ServiceValidationResult> {
    const result = await this.commands.execute(new CheckLinkedInServiceCommand(user.id, metadata));
    await this.projection.caughtUp(user.id);
    return result;
  }

  @Delete('disconnect')
  async disconnect(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<LinkedInDisconnected> {
    await this.commands.execute(new RemoveLinkedInAccountCommand(user.id, metadata));
    await this.projection.caughtUp(user.id);
    return { success: true, message: 'LinkedIn account disconnected' };
  }
}
