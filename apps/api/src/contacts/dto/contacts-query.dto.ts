import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../common/paging';

/** `GET /api/contacts?search=&page=&perPage=` */
export class ContactsQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, profile URL or public id', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(200, 50)
  perPage: number = 50;
}
