import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ACTORS } from '@outflow/domain';
import type { TimelineFilter } from '../history/campaign-timeline';
import { ArrayMaxSize, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../common/paging';

/** One of the actor kinds, or one API key by name. */
const ACTOR_FILTER = new RegExp(`^(${ACTORS.join('|')}|api-key:.{1,100})$`);

const list = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

/** The timeline's filters (GET /api/campaigns/{id}/history and its export). */
export class CampaignHistoryFilterDto {
  @ApiPropertyOptional({ description: "One lead's story: its id (the lead's _id)", maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  targetId?: string;

  @ApiPropertyOptional({ description: 'Event types, comma-separated (e.g. LinkedInActionPerformed,LeadReplied)' })
  @IsOptional()
  @Transform(list)
  @ArrayMaxSize(40, { message: 'type takes at most 40 event types' })
  @Matches(/^[A-Za-z][A-Za-z0-9]{0,79}$/, { each: true, message: 'type must be event type names separated by commas' })
  type?: string[];

  @ApiPropertyOptional({
    description: `Actors, comma-separated: ${ACTORS.join(', ')} (every API key), or api-key:<name> (one key)`,
  })
  @IsOptional()
  @Transform(list)
  @Matches(ACTOR_FILTER, { each: true, message: `actor must be among ${ACTORS.join(', ')}, or api-key:<name>` })
  actor?: string[];

  @ApiPropertyOptional({ description: 'From this time (ISO 8601, inclusive; the clock’s time of each event)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 time, e.g. 2026-11-24T09:00:00Z' })
  from?: string;

  @ApiPropertyOptional({ description: 'Up to this time (ISO 8601, inclusive)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 time, e.g. 2026-11-25T18:00:00Z' })
  to?: string;
}

export class CampaignHistoryQueryDto extends CampaignHistoryFilterDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(500, 100)
  perPage: number = 100;
}

export class CampaignHistoryExportDto extends CampaignHistoryFilterDto {
  @ApiPropertyOptional({ enum: ['jsonl', 'csv'], default: 'jsonl' })
  @IsOptional()
  @IsIn(['jsonl', 'csv'], { message: 'format must be jsonl or csv' })
  format: 'jsonl' | 'csv' = 'jsonl';
}

/** The filters as the timeline applies them. */
export function timelineFilterOf(dto: CampaignHistoryFilterDto): TimelineFilter {
  return {
    targetId: dto.targetId,
    types: dto.type,
    actors: dto.actor,
    from: dto.from ? new Date(dto.from) : undefined,
    to: dto.to ? new Date(dto.to) : undefined,
  };
}
