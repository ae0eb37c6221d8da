import { Module } from '@nestjs/common';
import { ChangeRateLimitSettingsHandler } from './commands/change-rate-limit-settings.handler';
import { GetDailyUsageHandler } from './queries/get-daily-usage.handler';
import { GetRateLimitSettingsHandler } from './queries/get-rate-limit-settings.handler';
import { ListRecentActivitiesHandler } from './queries/list-recent-activities.handler';
import { RateLimitsController } from './rate-limits.controller';

@Module({
  controllers: [RateLimitsController],
  providers: [
    ChangeRateLimitSettingsHandler,
    GetRateLimitSettingsHandler,
    GetDailyUsageHandler,
    ListRecentActivitiesHandler,
  ],
})
export class RateLimitsModule {}
