import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyScopeGuard } from './api-key-scope.guard';
import { ApiKeysController } from './api-keys.controller';
import { CreateApiKeyHandler } from './commands/create-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key.handler';

/**
 * API keys: their settings routes, and the scope guard every request made with a key meets. Import
 * it right AFTER AuthModule (global guards run in registration order; the key is known from there).
 */
@Module({
  imports: [AuthModule],
  controllers: [ApiKeysController],
  providers: [CreateApiKeyHandler, RevokeApiKeyHandler, { provide: APP_GUARD, useClass: ApiKeyScopeGuard }],
})
export class ApiKeysModule {}
