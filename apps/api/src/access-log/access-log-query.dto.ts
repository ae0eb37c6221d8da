import { PageParam, PerPageParam } from '../common/paging';

export class AccessLogQueryDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(200, 50)
  perPage: number = 50;
}
