import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LogInHandler } from './commands/log-in.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { SignUpHandler } from './commands/sign-up.handler';
import { RequestRoles } from './roles/request-roles';
import { SessionRevocation } from './session-revocation';

@Module({
  controllers: [AuthController],
  providers: [SignUpHandler, LogInHandler, SignOutHandler, SessionRevocation, RequestRoles, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionRevocation],
})
export class AuthModule {}
