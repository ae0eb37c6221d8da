import { Module } from '@nestjs/common';
import { ChangeRateLimitSettingsHandler } from './commands/change-rate-limit-settings.handler';
import { RateLimitsController } from './rate-limits.controller';

@Module({
  controllers: [RateLimitsController],
  providers: [ChangeRateLimitSettingsHandler],
})
export class RateLimitsModule {}
