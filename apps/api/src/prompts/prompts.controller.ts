import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Done, PromptAnswer, PromptList } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { DeletePromptCommand } from './commands/delete-prompt.command';
import { SavePromptCommand } from './commands/save-prompt.command';
import { UpdatePromptCommand } from './commands/update-prompt.command';
import { PromptDto } from './dto/prompt.dto';
import { GetPromptQuery } from './queries/get-prompt.query';
import { ListPromptsQuery } from './queries/list-prompts.query';

/**
 * The prompt library (spec 02 §7 Prompts), a feature behind the access gate. Commands append to
 * the user's prompts stream; answers are read from the prompts read model once it has the change.
 */
@ApiTags('prompts')
@ApiBearerAuth()
@Controller('prompts')
export class PromptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly projection: ProjectionWaiter,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<PromptList> {
    const prompts = await this.queries.execute(new ListPromptsQuery(user.id));
    return { success: true, prompts, message: 'Prompts retrieved successfully' };
  }

  @Post()
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: PromptDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<PromptAnswer> {
    const saved = await this.commands.execute(new SavePromptCommand(user.id, body, metadata));
    await this.projection.waitForAppend(saved);
    return { success: true, prompt: await this.queries.execute(new GetPromptQuery(user.id, saved.promptId)) };
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: PromptDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<PromptAnswer> {
    await this.projection.waitForAppend(await this.commands.execute(new UpdatePromptCommand(user.id, id, body, metadata)));
    return { success: true, prompt: await this.queries.execute(new GetPromptQuery(user.id, id)) };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @RequestMetadata() metadata: EventMetadata): Promise<Done> {
    await this.projection.waitForAppend(await this.commands.execute(new DeletePromptCommand(user.id, id, metadata)));
    return { success: true };
  }
}
