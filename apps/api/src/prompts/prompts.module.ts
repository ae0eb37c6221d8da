import { Module } from '@nestjs/common';
import { PromptsController } from './prompts.controller';
import { handlers } from './commands/handlers';

@Module({
  controllers: [PromptsController],
  providers: [...handlers],
})
export class PromptsModule {}
