import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, type CampaignSnapshot, type Clock } from '@outflow/domain';
import { findCampaignSnapshot, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { CampaignEventLog } from '../history/campaign-event-log';
import { parseHistoryPoint } from '../history/history-point';
import { holds, replaySnapshot } from '../history/replay-snapshot';
import { GetCampaignStateQuery } from './get-campaign-state.query';

/** How old (real time) a campaign's read may be for a replay: the slider moves through the past within seconds. */
const REPLAY_READ_MAX_AGE_MS = 15_000;

/**
 * GET /api/campaigns/{id}/state: without `at`, the campaign page from the read models; with it,
 * the same page replayed from the events up to that point, by the same evolve functions.
 */
@QueryHandler(GetCampaignStateQuery)
export class GetCampaignStateHandler implements IQueryHandler<GetCampaignStateQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly log: CampaignEventLog,
  ) {}

  async execute({ ownerId, campaignId, at, leads }: GetCampaignStateQuery): Promise<CampaignSnapshot> {
    if (at === undefined) {
      const live = await findCampaignSnapshot(this.db, ownerId, campaignId, this.clock.now(), leads);
      if (!live) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
      return live;
    }
    const point = typeof at === 'string' ? parseHistoryPoint(at) : { kind: 'event' as const, n: at.event };
    // A recent read serves a point it already holds; a point past its last event may have events since.
    const { events } = await this.log.read(ownerId, campaignId, {
      maxAgeMs: REPLAY_READ_MAX_AGE_MS,
      covers: (read) => holds(read, campaignId, point),
    });
    return replaySnapshot(events, campaignId, point, leads);
  }
}
