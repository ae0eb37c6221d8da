import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageParam, PerPageParam } from '../../common/paging';

/** GET /api/webhook-subscriptions/{id}/deliveries: a page of the log, optionally of one status. */
export class WebhookDeliveriesQueryDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(200, 50)
  perPage: number = 50;

  @ApiPropertyOptional({ enum: ['pending', 'delivered', 'failed'] })
  @IsOptional()
  @IsIn(['pending', 'delivered', 'failed'], { message: 'status must be pending, delivered or failed' })
  status?: 'pending' | 'delivered' | 'failed';
}
