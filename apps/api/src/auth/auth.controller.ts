import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Done, Me, Session } from '@outflow/api-contract';
import type { Config } from '@outflow/config';
import { OpenRoute } from '../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { Public } from '../common/public.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CONFIG } from '../infrastructure/tokens';
import { SignInLimited } from '../request-limits/sign-in-limited.decorator';
import { LogInCommand } from './commands/log-in.command';
import { SignOutCommand } from './commands/sign-out.command';
import { SignUpCommand } from './commands/sign-up.command';
import { LogInDto } from './dto/log-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import type { EventMetadata } from '@outflow/domain';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: Config,
    private readonly projection: ProjectionWaiter,
  ) {}

  /** Tells the web app how to sign in: our own forms, or a redirect to the OIDC provider. */
  @Public()
  @Get('config')
  authConfig() {
    if (this.config.AUTH_MODE === 'local') return { mode: 'local' as const };
    return {
      mode: 'oidc' as const,
      issuer: this.config.OIDC_ISSUER,
      clientId: this.config.OIDC_CLIENT_ID ?? '',
      audience: this.config.OIDC_AUDIENCE,
      scope: 'openid profile email',
    };
  }

  @Public()
  @SignInLimited()
  @Post('signup')
  signUp(@Body() body: SignUpDto, @RequestMetadata() metadata: EventMetadata): Promise<Session> {
    return this.commands.execute(new SignUpCommand(body.email, body.password, body.name, { actor: 'user', correlationId: metadata.correlationId }, body.timeZone));
  }

  @Public()
  @SignInLimited()
  @Post('login')
  @HttpCode(200)
  logIn(@Body() body: LogInDto, @RequestMetadata() metadata: EventMetadata): Promise<Session> {
    return this.commands.execute(new LogInCommand(body.email, body.password, metadata.correlationId));
  }

  /** Revokes every token of the user (this one included) on every API process. */
  @ApiBearerAuth()
  @OpenRoute()
  @Post('logout')
  @HttpCode(200)
  async logOut(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<Done> {
    // Answered once the guard's read model has the new token version: the old token is refused from now on.
    await this.projection.waitForAppend(await this.commands.execute(new SignOutCommand(user.id, metadata)));
    return { success: true };
  }

  @ApiBearerAuth()
  @OpenRoute()
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): Me {
    return user;
  }
}
