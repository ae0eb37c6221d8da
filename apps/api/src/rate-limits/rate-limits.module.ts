import { Module } from '@nestjs/common';
import { RateLimitsController } from './rate-limits.controller';
import { handlers } from './commands/handlers';

@Module({
  controllers: [RateLimitsController],
  providers: [...handlers],
})
export class RateLimitsModule {}
