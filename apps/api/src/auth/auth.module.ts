import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { RequestRoles } from './roles/request-roles';
import { SessionRevocation } from './session-revocation';
import { WorkspaceResolver } from '../workspaces/workspace-resolver';
import { handlers } from './commands/handlers';

@Module({
  controllers: [AuthController],
  providers: [
    ...handlers,
    SessionRevocation,
    RequestRoles,
    ApiKeyAuthenticator,
    WorkspaceResolver,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionRevocation, ApiKeyAuthenticator],
})
export class AuthModule {}
