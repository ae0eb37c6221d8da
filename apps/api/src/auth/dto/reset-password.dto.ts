import { ApiProperty } from '@nestjs/swagger';
import { MAX_ID_LENGTH } from '@outflow/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST /api/auth/reset-password`: what the link carries (user, token) and the new password. */
export class ResetPasswordDto {
  @ApiProperty({ description: "The user id from the link's `user`" })
  @IsString()
  @IsNotEmpty({ message: 'This link is incomplete: open the whole link from the e-mail' })
  @MaxLength(MAX_ID_LENGTH)
  user!: string;

  @ApiProperty({ description: "The secret from the link's `token`" })
  @IsString()
  @IsNotEmpty({ message: 'This link is incomplete: open the whole link from the e-mail' })
  @MaxLength(200)
  token!: string;

  /** Checked against the account's e-mail by the password policy once the user is known. */
  @ApiProperty({ minLength: 10 })
  @IsString()
  @IsNotEmpty({ message: 'Choose a new password' })
  @MaxLength(200)
  password!: string;
}
