import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsLinkedInSearchUrl } from './is-linkedin-search-url';

export class SearchCountDto {
  @ApiProperty({ example: 'https://www.linkedin.com/search/results/people/?keywords=founder', maxLength: 4000 })
  @IsString()
  @MaxLength(4000)
  @IsLinkedInSearchUrl()
  searchUrl!: string;
}
