import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/auth/forgot-password`: the address of the account. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter the e-mail address you signed up with' })
  @MaxLength(320)
  email!: string;
}
