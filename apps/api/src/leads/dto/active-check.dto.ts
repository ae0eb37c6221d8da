import { ApiProperty } from '@nestjs/swagger';
import { MAX_CAMPAIGN_LEADS } from '@outflow/domain';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

/** `POST /api/leads/active-check`: the profile URLs of a lead list being built. */
export class ActiveCheckDto {
  @ApiProperty({ type: [String], maxItems: MAX_CAMPAIGN_LEADS, description: 'LinkedIn profile URLs' })
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  profileUrls!: string[];
}
