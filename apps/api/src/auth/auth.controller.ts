import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthConfig, Done, Me, PasswordResetAnswer, Session } from '@outflow/api-contract';
import type { Config } from '@outflow/config';
import { OpenRoute } from '../access/open-route.decorator';
import { AnyApiKey } from '../api-keys/api-key-scope.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { OwnSession } from '../common/own-session.decorator';
import { Public } from '../common/public.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CONFIG } from '../infrastructure/tokens';
import { SignInLimited } from '../request-limits/sign-in-limited.decorator';
import { LogInCommand } from './commands/log-in.handler';
import { SignOutCommand } from './commands/sign-out.handler';
import { SignUpCommand } from './commands/sign-up.handler';
import { LogInDto } from './dto/log-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { ForgotPasswordCommand } from './password-reset/forgot-password.handler';
import { ResetPasswordCommand } from './password-reset/reset-password.handler';
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
  authConfig(): AuthConfig {
    // How a forgotten password is reset: a mailed link (SMTP_URL set), or by the operator.
    if (this.config.AUTH_MODE === 'local')
      return {
        mode: 'local' as const,
        passwordReset: this.config.SMTP_URL ? ('email' as const) : ('operator' as const),
      };
    return {
      mode: 'oidc' as const,
      issuer: this.config.OIDC_ISSUER ?? '',
      clientId: this.config.OIDC_CLIENT_ID ?? '',
      audience: this.config.OIDC_AUDIENCE,
      scope: 'openid profile email',
    };
  }

  @Public()
  @SignInLimited()
  @Post('signup')
  signUp(@Body() body: SignUpDto, @RequestMetadata() metadata: EventMetadata, @Ip() address: string): Promise<Session> {
    return this.commands.execute(
      new SignUpCommand(
        body.email,
        body.password,
        body.name,
        { actor: 'user', correlationId: metadata.correlationId },
        body.timeZone,
        address,
      ),
    );
  }

  @Public()
  @SignInLimited()
  @Post('login')
  @HttpCode(200)
  logIn(@Body() body: LogInDto, @RequestMetadata() metadata: EventMetadata, @Ip() address: string): Promise<Session> {
    return this.commands.execute(new LogInCommand(body.email, body.password, metadata.correlationId, address));
  }

  /**
   * "Forgot password?": with SMTP_URL set, mails a link that works once, for an hour, to an address
   * with a local account; the answer is the same for any address. Without SMTP it records nothing
   * and answers `delivery: 'operator'` (the page says to ask the operator).
   */
  @Public()
  @SignInLimited()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<PasswordResetAnswer> {
    const { delivery } = await this.commands.execute(new ForgotPasswordCommand(body.email, metadata.correlationId));
    return { success: true, delivery };
  }

  /** Sets a new password with a reset link; every session of the user ends (sign in again). */
  @Public()
  @SignInLimited()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto, @RequestMetadata() metadata: EventMetadata): Promise<Done> {
    const appended = await this.commands.execute(
      new ResetPasswordCommand(body.user, body.token, body.password, {
        userId: body.user,
        actor: 'user',
        correlationId: metadata.correlationId,
      }),
    );
    // Answered once the guard's read model has the sign-out: a token from before is refused from now on.
    if (appended) await this.projection.waitFor(appended.position, 10_000);
    return { success: true };
  }

  /** Revokes every token of the user (this one included) on every API process. Support staff sign out too. */
  @ApiBearerAuth()
  @OpenRoute()
  @OwnSession()
  @Post('logout')
  @HttpCode(200)
  async logOut(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<Done> {
    // Answered once the guard's read model has the new token version: the old token is refused from now on.
    await this.projection.waitForAppend(await this.commands.execute(new SignOutCommand(user.id, metadata)));
    return { success: true };
  }

  @ApiBearerAuth()
  @OpenRoute()
  @AnyApiKey()
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): Me {
    return user;
  }
}
