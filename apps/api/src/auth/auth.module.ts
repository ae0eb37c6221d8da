import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LogInHandler } from './commands/log-in.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { SignUpHandler } from './commands/sign-up.handler';
import { ForgotPasswordHandler } from './password-reset/forgot-password.handler';
import { ResetPasswordHandler } from './password-reset/reset-password.handler';
import { RequestRoles } from './roles/request-roles';
import { SessionRevocation } from './session-revocation';
import { WorkspaceResolver } from '../workspaces/workspace-resolver';

@Module({
  controllers: [AuthController],
  providers: [
    SignUpHandler,
    LogInHandler,
    SignOutHandler,
    ForgotPasswordHandler,
    ResetPasswordHandler,
    SessionRevocation,
    RequestRoles,
    ApiKeyAuthenticator,
    WorkspaceResolver,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionRevocation, ApiKeyAuthenticator],
})
export class AuthModule {}
