import { Module } from '@nestjs/common';
import { DeletePromptHandler } from './commands/delete-prompt.handler';
import { SavePromptHandler } from './commands/save-prompt.handler';
import { UpdatePromptHandler } from './commands/update-prompt.handler';
import { PromptsController } from './prompts.controller';

@Module({
  controllers: [PromptsController],
  providers: [SavePromptHandler, UpdatePromptHandler, DeletePromptHandler],
})
export class PromptsModule {}
