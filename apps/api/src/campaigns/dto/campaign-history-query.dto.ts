import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class CampaignHistoryQueryDto {
  @ApiPropertyOptional({ description: "One lead's history: its id (the lead's _id)", maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  targetId?: string;
}
