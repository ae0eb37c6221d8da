import { Module } from '@nestjs/common';
import { ChangeScheduleSettingsHandler } from './commands/change-schedule-settings.handler';
import { GetScheduleSettingsHandler } from './queries/get-schedule-settings.handler';
import { ScheduleController } from './schedule.controller';

@Module({
  controllers: [ScheduleController],
  providers: [ChangeScheduleSettingsHandler, GetScheduleSettingsHandler],
})
export class ScheduleModule {}
