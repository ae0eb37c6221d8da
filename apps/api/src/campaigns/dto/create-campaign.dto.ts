import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_CAMPAIGN_LEADS, MAX_CAMPAIGN_SENDERS, MAX_NAME_LENGTH, MAX_URL_LENGTH } from '@outflow/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** What a lead source knew of a lead at import: a LinkedIn search gives the member id and name. */
export class LeadIdentityDto {
  @ApiProperty({ example: 'https://www.linkedin.com/in/some-one/', maxLength: MAX_URL_LENGTH })
  @IsString()
  @MaxLength(MAX_URL_LENGTH)
  profileUrl!: string;

  @ApiPropertyOptional({ example: 'ACoAAB1234', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  providerId?: string;

  @ApiPropertyOptional({ example: 'Ada Lovelace', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;
}

/**
 * Spec 02 §3 campaign creation payload. The shapes are checked here; the rules (name, leads,
 * the sequence graph's own validation with its exact messages) are the domain's.
 */
export class CreateCampaignDto {
  @ApiProperty({ example: 'Founders in Berlin', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  name!: string;

  @ApiPropertyOptional({
    example: 'Founders in Berlin - created via sequence builder',
    maxLength: 2000,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiProperty({
    type: [String],
    description: 'LinkedIn profile URLs',
    maxItems: MAX_CAMPAIGN_LEADS,
    example: ['https://www.linkedin.com/in/some-one/'],
  })
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true, message: `each lead must be at most ${MAX_URL_LENGTH} characters` })
  leads!: string[];

  @ApiPropertyOptional({
    type: [String],
    description:
      "The leads' names where the lead source gave them (a LinkedIn search), at the same places as `leads`; '' where unknown",
    maxItems: MAX_CAMPAIGN_LEADS,
    example: ['Some One'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true })
  @MaxLength(MAX_NAME_LENGTH, { each: true, message: `each lead name must be at most ${MAX_NAME_LENGTH} characters` })
  leadNames?: string[];

  @ApiProperty({
    description: 'The builder graph: { nodes, edges }',
    type: Object,
    example: {
      nodes: [
        {
          id: 'n1',
          type: 'view-profile',
          position: { x: 0, y: 0 },
          data: { type: 'view-profile', label: 'View profile', params: {} },
        },
      ],
      edges: [],
    },
  })
  @IsObject()
  sequence!: { nodes: unknown; edges: unknown };

  @ApiPropertyOptional({
    type: [LeadIdentityDto],
    description: 'What the lead source knew of each lead (member id, name), matched to `leads` by profile URL',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @ValidateNested({ each: true })
  @Type(() => LeadIdentityDto)
  leadIdentities?: LeadIdentityDto[];

  @ApiPropertyOptional({
    description:
      'Take members whose sequence in an earlier campaign ended (never one on the Do-Not-Contact list or who replied in the last 30 days)',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  allowPreviouslyContacted?: boolean;

  @ApiPropertyOptional({
    type: [String],
    description:
      "The senders (LinkedIn account ids, 1-50, each a connected sender of the workspace) the campaign acts through; each lead is assigned one when its sequence starts. Absent: the workspace's only sender",
    minItems: 1,
    maxItems: MAX_CAMPAIGN_SENDERS,
    example: ['acc-1', 'acc-2'],
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  senders?: string[];

  @ApiPropertyOptional({ enum: ['manual', 'csv', 'search'], nullable: true })
  @IsOptional()
  @IsIn(['manual', 'csv', 'search'])
  leadSource?: 'manual' | 'csv' | 'search';
}
