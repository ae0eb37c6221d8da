import { Module } from '@nestjs/common';
import { ChangeScheduleSettingsHandler } from './commands/change-schedule-settings.handler';
import { ScheduleController } from './schedule.controller';

@Module({
  controllers: [ScheduleController],
  providers: [ChangeScheduleSettingsHandler],
})
export class ScheduleModule {}
