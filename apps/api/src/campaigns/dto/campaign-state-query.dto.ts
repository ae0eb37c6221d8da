import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { TARGET_STATUSES, type TargetStatus } from '@outflow/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const whole = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** GET /api/campaigns/{id}/state: live from the read models, or replayed up to `at`; the lead table paged. */
export class CampaignStateQueryDto {
  @ApiPropertyOptional({ description: 'Replay up to this point: a global position as history entries give it (e.g. 1042:1187) or an ISO time. Absent: live.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  at?: string;

  @ApiPropertyOptional({ enum: TARGET_STATUSES })
  @IsOptional()
  @IsIn(TARGET_STATUSES, { message: `status must be one of ${TARGET_STATUSES.join(', ')}` })
  status?: TargetStatus;

  @ApiPropertyOptional({ description: 'Only the leads at this step (a sequence node id)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  stepId?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(whole)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 200 })
  @IsOptional()
  @Transform(whole)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be between 1 and 200' })
  @Max(200, { message: 'perPage must be between 1 and 200' })
  perPage: number = 25;
}
