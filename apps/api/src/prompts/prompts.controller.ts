import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Done, PromptAnswer, PromptList } from '@outflow/api-contract';
import { DomainError, type EventMetadata } from '@outflow/domain';
import { findPrompt, listPrompts, type PromptView, type ReadModelDb } from '@outflow/read-models';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { DeletePromptCommand } from './commands/delete-prompt.handler';
import { SavePromptCommand } from './commands/save-prompt.handler';
import { UpdatePromptCommand } from './commands/update-prompt.handler';
import { PromptDto } from './dto/prompt.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

/**
 * The prompt library (spec 02 §7 Prompts), a feature behind the access gate. Commands append to
 * the user's prompts stream; answers are read from the prompts read model once it has the change.
 */
@ApiTags('prompts')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('prompts')
export class PromptsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly projection: ProjectionWaiter,
  ) {}

  @Get()
  async list(@Tenant() tenant: string): Promise<PromptList> {
    const prompts = await listPrompts(this.db, tenant);
    return { success: true, prompts, message: 'Prompts retrieved successfully' };
  }

  @Post()
  async save(
    @Tenant() tenant: string,
    @Body() body: PromptDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<PromptAnswer> {
    const saved = await this.commands.execute(new SavePromptCommand(tenant, body, metadata));
    await this.projection.waitForAppend(saved);
    return { success: true, prompt: await this.prompt(tenant, saved.promptId) };
  }

  @Put(':id')
  async update(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: PromptDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<PromptAnswer> {
    await this.projection.waitForAppend(
      await this.commands.execute(new UpdatePromptCommand(tenant, id, body, metadata)),
    );
    return { success: true, prompt: await this.prompt(tenant, id) };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    await this.projection.waitForAppend(await this.commands.execute(new DeletePromptCommand(tenant, id, metadata)));
    return { success: true };
  }

  private async prompt(tenant: string, promptId: string): Promise<PromptView> {
    const prompt = await findPrompt(this.db, tenant, promptId);
    if (!prompt) throw new DomainError('Prompt not found', 'NOT_FOUND', 'id');
    return prompt;
  }
}
