import { Module } from '@nestjs/common';
import { DeletePromptHandler } from './commands/delete-prompt.handler';
import { SavePromptHandler } from './commands/save-prompt.handler';
import { UpdatePromptHandler } from './commands/update-prompt.handler';
import { PromptsController } from './prompts.controller';
import { GetPromptHandler } from './queries/get-prompt.handler';
import { ListPromptsHandler } from './queries/list-prompts.handler';

@Module({
  controllers: [PromptsController],
  providers: [ListPromptsHandler, GetPromptHandler, SavePromptHandler, UpdatePromptHandler, DeletePromptHandler],
})
export class PromptsModule {}
