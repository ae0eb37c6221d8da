import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_CAMPAIGN_LEADS, MAX_URL_LENGTH } from '@outflow/domain';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Spec 02 §3 campaign creation payload. The shapes are checked here; the rules (name, leads,
 * the sequence graph's own validation with its exact messages) are the domain's.
 */
export class CreateCampaignDto {
  @ApiProperty({ example: 'Founders in Berlin', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  name!: string;

  @ApiPropertyOptional({ example: 'Founders in Berlin - created via sequence builder', maxLength: 2000, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiProperty({ type: [String], description: 'LinkedIn profile URLs', maxItems: MAX_CAMPAIGN_LEADS, example: ['https://www.linkedin.com/in/some-one/'] })
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true, message: `each lead must be at most ${MAX_URL_LENGTH} characters` })
  leads!: string[];

  @ApiProperty({
    description: 'The builder graph: { nodes, edges }',
    type: Object,
    example: { nodes: [{ id: 'n1', type: 'view-profile', position: { x: 0, y: 0 }, data: { type: 'view-profile', label: 'View profile', params: {} } }], edges: [] },
  })
  @IsObject()
  sequence!: { nodes: unknown; edges: unknown };

  @ApiPropertyOptional({ enum: ['manual', 'csv', 'search'], nullable: true })
  @IsOptional()
  @IsIn(['manual', 'csv', 'search'])
  leadSource?: 'manual' | 'csv' | 'search';
}
