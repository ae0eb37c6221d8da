import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_CAMPAIGN_LEADS } from '@outflow/domain';
import { Type } from 'class-transformer';
import { TARGET_STATUSES } from '@outflow/domain';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** The leads page's filter: one campaign, and the search box's text. */
export class LeadFilterDto {
  @ApiPropertyOptional({ description: 'Only this campaign’s leads', maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'campaignId must be a string' })
  @MaxLength(255, { message: 'campaignId must be at most 255 characters' })
  campaignId?: string;

  @ApiPropertyOptional({ description: 'Text matched in profile URL, names, headline and location', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: TARGET_STATUSES, description: 'Only leads in this state (the campaign page’s filter)' })
  @IsOptional()
  @IsIn(TARGET_STATUSES, { message: `status must be among ${TARGET_STATUSES.join(', ')}` })
  status?: string;

  @ApiPropertyOptional({ description: 'Only leads at this step (the campaign page’s filter)', maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'stepId must be a string' })
  @MaxLength(255, { message: 'stepId must be at most 255 characters' })
  stepId?: string;
}

/** Leads by id (rows selected), or all matching a filter ("all N matching"). */
export class LeadSelectionDto {
  @ApiPropertyOptional({ type: [String], maxItems: MAX_CAMPAIGN_LEADS, description: 'Lead ids (the leads’ _id)' })
  @IsOptional()
  @IsArray({ message: 'leadIds must be a list of lead ids' })
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS, { message: `leadIds takes at most ${MAX_CAMPAIGN_LEADS} ids` })
  @IsString({ each: true, message: 'leadIds must be a list of lead ids' })
  @MaxLength(255, { each: true, message: 'each of leadIds must be at most 255 characters' })
  leadIds?: string[];

  @ApiPropertyOptional({ type: LeadFilterDto, description: 'Every lead matching this filter' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LeadFilterDto)
  matching?: LeadFilterDto;
}

/** POST /api/campaigns/{id}/leads: profile URLs, or leads of other campaigns (by id or filter), join the campaign. */
export class AddCampaignLeadsDto extends LeadSelectionDto {
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_CAMPAIGN_LEADS,
    example: ['https://www.linkedin.com/in/ada-lovelace'],
  })
  @IsOptional()
  @IsArray({ message: 'profileUrls must be a list of LinkedIn profile URLs' })
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS, { message: `profileUrls takes at most ${MAX_CAMPAIGN_LEADS} URLs` })
  @IsString({ each: true, message: 'profileUrls must be a list of LinkedIn profile URLs' })
  @MaxLength(2048, { each: true, message: 'each of profileUrls must be at most 2048 characters' })
  profileUrls?: string[];

  @ApiPropertyOptional({
    description:
      'Take members whose sequence in an earlier campaign ended (never one on the Do-Not-Contact list or who replied in the last 30 days)',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  allowPreviouslyContacted?: boolean;
}

/** Leads of the campaign (its target ids) to move to another of its senders. */
export class MoveCampaignLeadsDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_CAMPAIGN_LEADS, example: ['c1_0'] })
  @IsArray({ message: 'targetIds must be a list' })
  @ArrayMinSize(1, { message: 'targetIds must name at least one lead' })
  @ArrayMaxSize(MAX_CAMPAIGN_LEADS)
  @IsString({ each: true, message: 'each of targetIds must be a string' })
  @MaxLength(255, { each: true })
  targetIds!: string[];

  @ApiProperty({ description: 'The sender (one of the campaign’s) the leads move to', maxLength: 255 })
  @IsString({ message: 'accountId must be a string' })
  @MaxLength(255)
  accountId!: string;
}
