import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LogInHandler } from './commands/log-in.handler';
import { SignUpHandler } from './commands/sign-up.handler';
import { RequestRoles } from './roles/request-roles';

@Module({
  controllers: [AuthController],
  providers: [SignUpHandler, LogInHandler, RequestRoles, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
