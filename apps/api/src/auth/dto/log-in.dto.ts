import { REFUSAL_WORDS } from '@outflow/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LogInDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty({ message: REFUSAL_WORDS.yourPassword })
  @MaxLength(200)
  password!: string;
}
