import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The manual list: one profile URL per line. */
export class ParseListDto {
  @ApiProperty({
    example: 'https://www.linkedin.com/in/some-one\nhttps://www.linkedin.com/in/another',
    maxLength: 1_000_000,
  })
  @IsString()
  @MaxLength(1_000_000)
  text!: string;
}
