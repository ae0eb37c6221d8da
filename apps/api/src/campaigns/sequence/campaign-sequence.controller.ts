import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SequenceRevisionAnswer, SequenceRevisionPreview, SequenceVersions } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { OpenRoute } from '../../access/open-route.decorator';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../../common/authenticated-user';
import { ProjectionWaiter } from '../../infrastructure/projection-waiter';
import { Tenant } from '../../workspaces/tenant.decorator';
import { ReviseSequenceDto, SequencePreviewDto } from '../dto/revise-sequence.dto';
import { CampaignReader } from '../campaign.reader';
import { SequenceRevisions } from './sequence-revisions';

/** A running or paused campaign's sequence: revise it, preview a revision's moves, list its versions. */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('campaigns')
export class CampaignSequenceController {
  constructor(
    private readonly revisions: SequenceRevisions,
    private readonly campaigns: CampaignReader,
    private readonly projection: ProjectionWaiter,
  ) {}

  /** Records a new version (validated as at creation); leads on removed steps go where `moves` says. */
  @Put(':id/sequence')
  async revise(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: ReviseSequenceDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<SequenceRevisionAnswer> {
    await this.projection.waitForAppend(await this.revisions.revise(tenant, id, body, metadata));
    const campaign = await this.campaigns.campaign(tenant, id);
    const { current } = await this.revisions.versions(tenant, id);
    return { success: true, version: current, campaign };
  }

  /** The save dialog's counts: how many leads each choice moves, for each removed step. Nothing is stored. */
  @Post(':id/sequence/preview')
  @HttpCode(200)
  preview(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: SequencePreviewDto,
  ): Promise<SequenceRevisionPreview> {
    return this.revisions.preview(tenant, id, body.sequence);
  }

  /** Every version of the sequence, with its time, actor and diff. */
  @Get(':id/sequence/versions')
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  versions(@Tenant() tenant: string, @Param('id') id: string): Promise<SequenceVersions> {
    return this.revisions.versions(tenant, id);
  }
}
