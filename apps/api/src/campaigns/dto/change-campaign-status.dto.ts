import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@outflow/domain';
import { IsIn } from 'class-validator';

export class ChangeCampaignStatusDto {
  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  @IsIn(CAMPAIGN_STATUSES as CampaignStatus[], { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
  status!: CampaignStatus;
}
