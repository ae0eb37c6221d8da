import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ContactPage } from '@outflow/api-contract';
import { searchContacts, type ReadModelDb } from '@outflow/read-models';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { READ_DB } from '../infrastructure/tokens';
import { Tenant } from '../workspaces/tenant.decorator';
import { ContactsQueryDto } from './dto/contacts-query.dto';

/**
 * The members the tenant's outreach knows, across campaigns (issue 22: "search leads and
 * contacts"): a CRM or an agent finds whether someone is listed, held by a campaign or replied.
 * Reading only; the Do-Not-Contact list has its own routes.
 */
@ApiTags('contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  @Get()
  async search(@Tenant() tenant: string, @Query() query: ContactsQueryDto): Promise<ContactPage> {
    const { items, total } = await searchContacts(this.db, tenant, query);
    return {
      items: items.map((row) => ({
        id: row.contact_id,
        profileUrl: row.profile_url,
        publicId: row.public_id,
        name: row.name,
        doNotContact: row.dnc_code
          ? { code: row.dnc_code === 'asked-to-stop' ? 'asked-to-stop' : 'user', reason: row.dnc_reason }
          : null,
        heldByCampaignId: row.held_by_campaign_id,
        sequencesEnded: row.sequences_ended,
        lastOutcome: row.last_outcome,
        repliedAt: row.replied_at?.toISOString() ?? null,
        connectedAt: row.connected_at?.toISOString() ?? null,
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }
}
