import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `GET /api/leads?campaignId=`: without it, every campaign's leads. */
export class ListLeadsQueryParams {
  @ApiPropertyOptional({ description: 'Only this campaign’s leads', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  campaignId?: string;
}
