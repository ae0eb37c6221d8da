import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const whole = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

export class AccessLogQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(whole)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Transform(whole)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be between 1 and 200' })
  @Max(200, { message: 'perPage must be between 1 and 200' })
  perPage: number = 50;
}
