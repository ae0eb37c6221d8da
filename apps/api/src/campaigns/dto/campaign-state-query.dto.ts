import { ApiPropertyOptional } from '@nestjs/swagger';
import { DomainError, TARGET_STATUSES, type TargetStatus } from '@outflow/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageParam, PerPageParam, WholeNumber } from '../../common/paging';

/** More events than any campaign's timeline holds. */
const MAX_EVENT = 100_000_000;

/** A point of the campaign's history to replay to (the state and the funnel take the same). */
export class ReplayPointQueryDto {
  @ApiPropertyOptional({
    description:
      'Replay up to this point: a global position as history entries give it (e.g. 1042:1187) or an ISO time. Absent: live.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  at?: string;

  @ApiPropertyOptional({
    description:
      "Replay up to the campaign timeline's n-th event (1 = its creation): the page's slider. Not with `at`.",
  })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'event must be a whole number' })
  @Min(1, { message: `event must be between 1 and ${MAX_EVENT}` })
  @Max(MAX_EVENT, { message: `event must be between 1 and ${MAX_EVENT}` })
  event?: number;
}

/** GET /api/campaigns/{id}/state: live from the read models, or replayed up to `at`; the lead table paged. */
export class CampaignStateQueryDto extends ReplayPointQueryDto {
  @ApiPropertyOptional({ enum: TARGET_STATUSES })
  @IsOptional()
  @IsIn(TARGET_STATUSES, { message: `status must be one of ${TARGET_STATUSES.join(', ')}` })
  status?: TargetStatus;

  @ApiPropertyOptional({ description: 'Only the leads at this step (a sequence node id)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  stepId?: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(200, 25)
  perPage: number = 25;
}

/** Where to replay to: `at`, or the slider's `event`; undefined for the live page. Both at once is a 400. */
export function replayPoint(query: ReplayPointQueryDto): string | { event: number } | undefined {
  if (query.at !== undefined && query.event !== undefined)
    throw new DomainError('Give at or event, not both', 'INVALID_POINT', 'event');
  return query.at ?? (query.event !== undefined ? { event: query.event } : undefined);
}
