import { REFUSAL_WORDS } from '@outflow/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { MIN_PASSWORD_LENGTH } from '@outflow/auth';
import { IsEmail, IsNotEmpty, IsString, IsTimeZone, MaxLength, ValidateIf } from 'class-validator';
import { IsAcceptablePassword } from './is-acceptable-password';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignUpDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({
    minLength: MIN_PASSWORD_LENGTH,
    description: 'not only spaces, not the e-mail address, not a common password',
  })
  @IsString()
  @IsAcceptablePassword()
  @MaxLength(200)
  password!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: REFUSAL_WORDS.yourName })
  @MaxLength(120)
  name!: string;

  /** The browser's IANA time zone (Intl): the account's days and working hours count in it. */
  @ApiProperty({ required: false, example: 'Europe/Paris' })
  @ValidateIf((_, value) => value !== undefined)
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name, e.g. Europe/Paris' })
  timeZone?: string;
}
