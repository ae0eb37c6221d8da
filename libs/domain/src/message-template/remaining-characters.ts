import { maxMessageLength, messageLength, MessageKind } from './message-kind';

/**
 * The action editor's remaining-characters counter (spec §2): the kind's max length minus what
 * is typed, placeholders counted as typed since that is the text on screen (the filled length is
 * checked per lead by `renderMessage`). Negative when over, so a pasted text shows by how much.
 */
export function remainingCharacters(text: string | null | undefined, kind: MessageKind): number {
  return maxMessageLength(kind) - messageLength(text ?? '');
}
