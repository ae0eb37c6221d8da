import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DoNotContactAddedAnswer, DoNotContactPage, Done } from '@outflow/api-contract';
import {
  checkCsvLeads,
  checkLeadEntries,
  checkPastedLeads,
  DomainError,
  memberKeyOf,
  type EventMetadata,
  type LeadListCheck,
} from '@outflow/domain';
import { listDoNotContact, selectLeads, type ReadModelDb } from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { fieldRefusal } from '../common/field-refusal';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { AddToDoNotContactCommand } from './commands/add-to-do-not-contact.handler';
import { RemoveFromDoNotContactCommand } from './commands/remove-from-do-not-contact.handler';
import { AddDoNotContactDto } from './dto/add-do-not-contact.dto';
import { DoNotContactQueryDto } from './dto/do-not-contact-query.dto';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

/** The profile URLs of a request, sorted out like a lead import: a line that is not a profile is named. */
function profileUrlsOf(
  body: AddDoNotContactDto,
  selected: readonly string[] | null,
): { field: 'profileUrls' | 'text' | 'leadIds'; check: LeadListCheck } {
  if (selected) {
    // Leads of the user's own campaigns: their addresses were checked when they were added.
    return { field: 'leadIds', check: checkLeadEntries(selected.map((text, index) => ({ text, line: index + 1 }))) };
  }
  if (body.profileUrls) {
    return {
      field: 'profileUrls',
      check: checkLeadEntries(body.profileUrls.map((text, index) => ({ text, line: index + 1 }))),
    };
  }
  if (body.text !== undefined) {
    // A CSV has a comma on its first line; a pasted list has one URL per line.
    const firstLine = body.text.split(/\r?\n/, 1)[0] ?? '';
    try {
      return { field: 'text', check: firstLine.includes(',') ? checkCsvLeads(body.text) : checkPastedLeads(body.text) };
    } catch (error) {
      if (error instanceof DomainError) throw fieldRefusal('text', error.message);
      throw error;
    }
  }
  throw fieldRefusal(
    'profileUrls',
    'Give profileUrls (a list), text (one URL per line, or a CSV file), or leadIds or matching (leads of your campaigns)',
  );
}

/**
 * The Do-Not-Contact list (issue 17): members no campaign may take or contact again. Open to a
 * user whose subscription lapsed or whose LinkedIn account is disconnected: stopping outreach is
 * never behind the access gate. Adding a member ends their open sequences at once. API keys reach
 * it with `contacts:read` (the list) or `contacts:write` (adding, removing).
 */
@ApiTags('contacts')
@ApiBearerAuth()
@OpenRoute()
@ApiKeyScope('contacts')
@Controller('do-not-contact')
export class DoNotContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  @Get()
  async list(@Tenant() tenant: string, @Query() query: DoNotContactQueryDto): Promise<DoNotContactPage> {
    const { items, total } = await listDoNotContact(this.db, tenant, query);
    return {
      items: items.map((row) => ({
        id: row.contact_id,
        profileUrl: row.profile_url,
        name: row.name,
        code: row.dnc_code === 'asked-to-stop' ? 'asked-to-stop' : 'user',
        reason: row.dnc_reason,
        since: (row.dnc_since ?? row.updated_at).toISOString(),
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  @Post()
  @HttpCode(200)
  async add(
    @Tenant() tenant: string,
    @Body() body: AddDoNotContactDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<DoNotContactAddedAnswer> {
    const selected =
      body.leadIds || body.matching
        ? [
            ...new Set(
              (await selectLeads(this.db, tenant, { ids: body.leadIds, ...body.matching })).map((l) => l.profile_url),
            ),
          ]
        : null;
    const { field, check } = profileUrlsOf(body, selected);
    if (check.refused.length > 0) {
      const lines = check.refused.map((r) => `line ${r.line}: ${r.reason}`).join('; ');
      const refusal = fieldRefusal(field, `Some lines are not LinkedIn profile URLs (${lines})`);
      Object.assign(refusal.getResponse() as object, { refused: check.refused });
      throw refusal;
    }
    if (check.kept.length === 0)
      throw fieldRefusal(
        field,
        field === 'leadIds' ? 'None of the selected leads was found' : 'Please add at least one LinkedIn profile URL',
      );
    const urls = check.kept.map((lead) => lead.profileUrl);
    const reason = body.reason?.trim() || null;
    const { added, alreadyListed, stopped, appended } = await this.commands.execute(
      new AddToDoNotContactCommand(tenant, urls, reason, metadata),
    );
    await this.projection.waitForAppend({ appended });
    return { added, alreadyListed, stopped };
  }

  @RequiresRole('admin')
  @Delete(':id')
  async remove(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    const onList = memberKeyOf(id) === id;
    const result = onList ? await this.commands.execute(new RemoveFromDoNotContactCommand(tenant, id, metadata)) : null;
    if (!result?.removed)
      throw new NotFoundException({
        statusCode: 404,
        message: 'Not on the Do-Not-Contact list',
        errorCode: 'NOT_ON_LIST',
        field: 'id',
      });
    await this.projection.waitForAppend(result);
    return { success: true };
  }
}
