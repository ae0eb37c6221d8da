import { ApiProperty } from '@nestjs/swagger';
import { MAX_MESSAGE_LENGTH } from '@outflow/domain';
import { IsString, Matches, MaxLength } from 'class-validator';

/** Held to the spec's message length (spec 02 §9), under LinkedIn's own 8,000. */
export class SendChatMessageDto {
  @ApiProperty({ description: 'The message text', maxLength: MAX_MESSAGE_LENGTH })
  @IsString({ message: 'text must be a string' })
  @Matches(/\S/, { message: 'text must not be blank' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: `text must be at most ${MAX_MESSAGE_LENGTH} characters` })
  text!: string;
}
