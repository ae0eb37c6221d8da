import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../common/paging';

/** `GET /api/do-not-contact?search=&page=&perPage=` */
export class DoNotContactQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name or profile URL', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(200, 50)
  perPage: number = 50;
}
