import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';

/**
 * Registers the access gate globally. Import it AFTER AuthModule: global guards run in the order
 * their modules are registered, and the gate needs the user the AuthGuard sets.
 */
@Module({ providers: [{ provide: APP_GUARD, useClass: AccessGuard }] })
export class AccessModule {}
