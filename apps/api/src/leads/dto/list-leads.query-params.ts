import { ApiPropertyOptional } from '@nestjs/swagger';
import { TARGET_STATUSES } from '@outflow/domain';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../common/paging';

/** The most leads one page answers: a client that wants them all pages through, or takes the CSV export. */
export const MAX_LEADS_PER_PAGE = 1000;

/**
 * `GET /api/leads?campaignId=&search=&status=&page=&perPage=`: a page of the leads the filter
 * takes (without campaignId, every campaign's), and how many it takes in all.
 */
export class ListLeadsQueryParams {
  @ApiPropertyOptional({ description: 'Only this campaign’s leads', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  campaignId?: string;

  @ApiPropertyOptional({
    description: 'Text matched (any case) in profile URL, first and last name, headline and location',
    maxLength: 200,
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: TARGET_STATUSES, description: 'Only leads in this state' })
  @IsOptional()
  @IsIn(TARGET_STATUSES, { message: `status must be one of ${TARGET_STATUSES.join(', ')}` })
  status?: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(MAX_LEADS_PER_PAGE, 50)
  perPage: number = 50;
}
