import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyScopeGuard } from './api-key-scope.guard';
import { ApiKeysController } from './api-keys.controller';
import { handlers } from './commands/handlers';

/**
 * API keys: their settings routes, and the scope guard every request made with a key meets. Import
 * it right AFTER AuthModule (global guards run in registration order; the key is known from there).
 */
@Module({
  imports: [AuthModule],
  controllers: [ApiKeysController],
  providers: [...handlers, { provide: APP_GUARD, useClass: ApiKeyScopeGuard }],
})
export class ApiKeysModule {}
