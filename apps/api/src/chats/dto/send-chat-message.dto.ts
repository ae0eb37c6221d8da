import { MAX_MESSAGE_LENGTH } from '@outflow/domain';
import { IsNonBlankText } from '../../common/text-field.decorator';

/** Held to the spec's message length (spec 02 §9), under LinkedIn's own 8,000. */
export class SendChatMessageDto {
  @IsNonBlankText(MAX_MESSAGE_LENGTH, 'The message text')
  text!: string;
}
