import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CampaignListItem } from '@outflow/read-models';
import { CurrentUser, type AuthenticatedUser } from '../common/authenticated-user';
import { ListCampaignsQuery } from './queries/list-campaigns.query';

/**
 * The campaign list, from its read model. Creating, starting and pausing campaigns (their
 * commands and events, which fill this read model) arrive with the campaign engine.
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ campaigns: CampaignListItem[] }> {
    return { campaigns: await this.queries.execute(new ListCampaignsQuery(user.id)) };
  }
}
