import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_CAMPAIGN_LEADS } from '@outflow/domain';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Spec 02 §3 campaign creation payload. The shapes are checked here; the rules (name, leads,
 * the sequence graph's own validation with its exact messages) are the domain's.
 */
export class CreateCampaignDto {
  @ApiProperty({ example: 'Founders in Berlin' })
  @IsString()
  @MaxLength(1000)
  name!: string;

  @ApiPropertyOptional({ example: 'Founders in Berlin - created via sequence builder' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiProperty({ type: [String], description: 'LinkedIn profile URLs' })
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true })
  leads!: string[];

  @ApiProperty({ description: 'The builder graph: { nodes, edges }' })
  @IsObject()
  sequence!: { nodes: unknown; edges: unknown };

  @ApiPropertyOptional({ enum: ['manual', 'csv', 'search'] })
  @IsOptional()
  @IsIn(['manual', 'csv', 'search'])
  leadSource?: 'manual' | 'csv' | 'search';
}
