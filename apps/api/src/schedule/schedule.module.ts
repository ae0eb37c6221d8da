import { Module } from '@nestjs/common';
import { ScheduleController } from './schedule.controller';
import { handlers } from './commands/handlers';

@Module({
  controllers: [ScheduleController],
  providers: [...handlers],
})
export class ScheduleModule {}
