import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError, type CampaignSnapshot, type Clock, type EventMetadata, type SupportRead } from '@outflow/domain';
import type {
  CampaignFunnel,
  CampaignHistoryPage,
  CampaignList,
  DailyFiguresAnswer,
  FoundUsers,
  UserAccount,
} from '@outflow/api-contract';
import { findUser, findUsers, listCampaigns, type ReadModelDb } from '@outflow/read-models';
import type { Response } from 'express';
import {
  CampaignHistoryExportDto,
  CampaignHistoryQueryDto,
  timelineFilterOf,
  type CampaignHistoryFilterDto,
} from '../campaigns/dto/campaign-history-query.dto';
import { CampaignResultsReader } from '../campaigns/campaign-results.reader';
import { CampaignStateQueryDto, ReplayPointQueryDto, replayPoint } from '../campaigns/dto/campaign-state-query.dto';
import { CampaignReader } from '../campaigns/campaign.reader';
import { CampaignHistoryReader } from '../campaigns/history/campaign-history.reader';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { FindUsersDto } from './dto/find-users.dto';
import { ReadOfUser } from './read-of-user.decorator';
import { SupportAccessRecorder, type SupportReadOfUser } from './support-access-recorder';
import { SupportOnly } from './support-only.decorator';
import { UserAccountReader } from './user-account.reader';

/** A timeline's filters in short, for the access log. */
const filtersOf = (q: CampaignHistoryFilterDto): string | null =>
  [
    q.targetId && `lead ${q.targetId}`,
    q.type?.length && `types ${q.type.join(', ')}`,
    q.actor?.length && `actors ${q.actor.join(', ')}`,
    q.from && `from ${q.from}`,
    q.to && `to ${q.to}`,
  ]
    .filter(Boolean)
    .join('; ') || null;

/** A replay point in short, for the access log (null: live). */
const pointDetail = (point: string | { event: number } | undefined): string | null =>
  point === undefined ? null : typeof point === 'string' ? `at ${point}` : `event ${point.event}`;

/**
 * The support console's reads (support staff only; any command of theirs is refused by the
 * read-only guard). Each answer is recorded on the user's access log before it is sent.
 */
@ApiTags('support')
@ApiBearerAuth()
@SupportOnly()
@Controller('support')
export class SupportController {
  constructor(
    private readonly recorder: SupportAccessRecorder,
    private readonly accounts: UserAccountReader,
    private readonly campaignPages: CampaignReader,
    private readonly timelines: CampaignHistoryReader,
    private readonly results: CampaignResultsReader,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Users by e-mail or name; each one found learns of the search in their access log. */
  @Get('users')
  async findUsers(
    @CurrentUser() support: AuthenticatedUser,
    @Query() query: FindUsersDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<FoundUsers> {
    const users = await findUsers(this.db, query.q);
    await Promise.all(
      users.map((u) =>
        this.recorder.record({ support, userId: u.id, correlationId: metadata.correlationId }, 'search', {
          detail: `"${query.q}"`,
        }),
      ),
    );
    return { users };
  }

  @Get('users/:userId')
  async account(@ReadOfUser() read: SupportReadOfUser): Promise<UserAccount> {
    const account = await this.accounts.account(read.userId);
    await this.recorder.record(read, 'account');
    return account;
  }

  @Get('users/:userId/campaigns')
  async campaigns(@ReadOfUser() read: SupportReadOfUser): Promise<CampaignList> {
    await this.knownUser(read.userId);
    const campaigns = await listCampaigns(this.db, read.userId, this.clock.now());
    await this.recorder.record(read, 'campaigns');
    return { campaigns };
  }

  @Get('users/:userId/campaigns/:campaignId/state')
  async state(
    @ReadOfUser() read: SupportReadOfUser,
    @Param('campaignId') campaignId: string,
    @Query() query: CampaignStateQueryDto,
  ): Promise<CampaignSnapshot> {
    const leads = { status: query.status, stepId: query.stepId, page: query.page, perPage: query.perPage };
    const point = replayPoint(query);
    const snapshot = await this.campaignPages.state(read.userId, campaignId, point, leads);
    const what: SupportRead = point === undefined ? 'campaign-state' : 'campaign-replay';
    await this.recorder.record(read, what, { campaignId, detail: pointDetail(point) });
    return snapshot;
  }

  /** The campaign's funnel as its owner's Results tab reads it (live, or at a point of its history). */
  @Get('users/:userId/campaigns/:campaignId/funnel')
  async funnel(
    @ReadOfUser() read: SupportReadOfUser,
    @Param('campaignId') campaignId: string,
    @Query() query: ReplayPointQueryDto,
  ): Promise<CampaignFunnel> {
    const point = replayPoint(query);
    const funnel = await this.results.funnel(read.userId, campaignId, point);
    await this.recorder.record(read, 'campaign-funnel', { campaignId, detail: pointDetail(point) });
    return funnel;
  }

  /** The campaign's figures by the account's local day, as its owner's Results tab reads them. */
  @Get('users/:userId/campaigns/:campaignId/daily')
  async daily(
    @ReadOfUser() read: SupportReadOfUser,
    @Param('campaignId') campaignId: string,
  ): Promise<DailyFiguresAnswer> {
    const daily = await this.results.daily(read.userId, campaignId);
    await this.recorder.record(read, 'campaign-daily', { campaignId });
    return daily;
  }

  @Get('users/:userId/campaigns/:campaignId/history')
  async history(
    @ReadOfUser() read: SupportReadOfUser,
    @Param('campaignId') campaignId: string,
    @Query() query: CampaignHistoryQueryDto,
  ): Promise<CampaignHistoryPage> {
    const page = await this.timelines.page(read.userId, campaignId, timelineFilterOf(query), query.page, query.perPage);
    await this.recorder.record(read, 'campaign-history', { campaignId, detail: filtersOf(query) });
    return page;
  }

  @Get('users/:userId/campaigns/:campaignId/history/export')
  async exportHistory(
    @ReadOfUser() read: SupportReadOfUser,
    @Param('campaignId') campaignId: string,
    @Query() query: CampaignHistoryExportDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.timelines.export(read.userId, campaignId, timelineFilterOf(query), query.format);
    await this.recorder.record(read, 'campaign-export', {
      campaignId,
      detail: [query.format, filtersOf(query)].filter(Boolean).join('; '),
    });
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }

  private async knownUser(userId: string): Promise<void> {
    if (!(await findUser(this.db, userId))) throw new DomainError('User not found', 'NOT_FOUND', 'userId');
  }
}
