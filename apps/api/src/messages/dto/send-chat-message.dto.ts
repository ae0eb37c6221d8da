import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** LinkedIn's own cap on a message (the sandbox enforces it too). */
const MAX_MESSAGE_LENGTH = 8000;

export class SendChatMessageDto {
  @ApiProperty({ description: 'The message text' })
  @IsString({ message: 'text must be a string' })
  @Matches(/\S/, { message: 'text must not be blank' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: `text must be at most ${MAX_MESSAGE_LENGTH} characters` })
  text!: string;
}
