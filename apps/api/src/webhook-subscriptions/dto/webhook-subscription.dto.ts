import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_URL_LENGTH, WEBHOOK_EVENT_TYPES } from '@outflow/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

const eventTypes = () =>
  ApiProperty({ type: [String], enum: WEBHOOK_EVENT_TYPES, example: ['lead.replied', 'lead.accepted'] });

/** POST /api/webhook-subscriptions: where to deliver and which events. */
export class CreateWebhookSubscriptionDto {
  @ApiProperty({ maxLength: MAX_URL_LENGTH, example: 'https://crm.example.com/hooks/outflow' })
  @IsString({ message: 'url must be a string' })
  @MaxLength(MAX_URL_LENGTH, { message: `url must be at most ${MAX_URL_LENGTH} characters` })
  url!: string;

  @eventTypes()
  @IsArray({ message: 'eventTypes must be a list, e.g. ["lead.replied"]' })
  @ArrayMinSize(1, { message: 'eventTypes must list at least one event type, e.g. lead.replied' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: `eventTypes takes at most ${WEBHOOK_EVENT_TYPES.length} types` })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `eventTypes must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  eventTypes!: string[];

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(500, { message: 'description must be at most 500 characters' })
  description?: string | null;
}

/** PATCH /api/webhook-subscriptions/{id}: the fields given replace theirs; `active` pauses or resumes. */
export class ChangeWebhookSubscriptionDto {
  @ApiPropertyOptional({ maxLength: MAX_URL_LENGTH })
  @IsOptional()
  @IsString({ message: 'url must be a string' })
  @MaxLength(MAX_URL_LENGTH, { message: `url must be at most ${MAX_URL_LENGTH} characters` })
  url?: string;

  @ApiPropertyOptional({ type: [String], enum: WEBHOOK_EVENT_TYPES })
  @IsOptional()
  @IsArray({ message: 'eventTypes must be a list, e.g. ["lead.replied"]' })
  @ArrayMinSize(1, { message: 'eventTypes must list at least one event type, e.g. lead.replied' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: `eventTypes takes at most ${WEBHOOK_EVENT_TYPES.length} types` })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `eventTypes must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  eventTypes?: string[];

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(500, { message: 'description must be at most 500 characters' })
  description?: string | null;

  @ApiPropertyOptional({ description: 'false pauses deliveries, true resumes them' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
