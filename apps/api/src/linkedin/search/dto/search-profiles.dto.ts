import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_SEARCH_PROFILES, SEARCH_PAGE_LIMIT } from '@outflow/domain';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../common/is-omittable.decorator';
import { SearchCountDto } from './search-count.dto';

export class SearchProfilesDto extends SearchCountDto {
  /** How many profiles to take (spec 02 §5: at most 1,000). */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SEARCH_PROFILES })
  @IsInt()
  @Min(1)
  @Max(MAX_SEARCH_PROFILES)
  maxProfiles!: number;

  /** Results per provider page; the web app sends 50. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: SEARCH_PAGE_LIMIT })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
