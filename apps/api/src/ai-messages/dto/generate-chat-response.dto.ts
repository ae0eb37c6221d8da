import { DEFAULT_AI_CHAR_LIMIT_MESSAGE, MAX_ID_LENGTH } from '@outflow/domain';
import { IsNonBlankText } from '../../common/text-field.decorator';
import { IsAiCharacterLimit, IsAiPrompt } from './ai-writing-fields';

/** POST /api/ai-messages/generate-chat-response (spec 01 §7): a reply in one of the user's chats. */
export class GenerateChatResponseDto {
  @IsNonBlankText(MAX_ID_LENGTH, 'The chat to reply in')
  chatId!: string;

  @IsAiPrompt()
  aiPrompt!: string;

  @IsAiCharacterLimit(DEFAULT_AI_CHAR_LIMIT_MESSAGE)
  characterLimit: number = DEFAULT_AI_CHAR_LIMIT_MESSAGE;
}
