import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_SEARCH_PROFILES, SEARCH_PAGE_LIMIT } from '@outflow/domain';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SearchCountDto } from './search-count.dto';

export class SearchProfilesDto extends SearchCountDto {
  /** How many profiles to take (spec 02 §5: at most 1,000). */
  @ApiProperty({ minimum: 1, maximum: MAX_SEARCH_PROFILES })
  @IsInt()
  @Min(1)
  @Max(MAX_SEARCH_PROFILES)
  maxProfiles!: number;

  /** Results per provider page; the web app sends 50. */
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: SEARCH_PAGE_LIMIT })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
