/** How many of the conversation's latest messages the AI sees when it writes a reply. */
export const CHAT_REPLY_CONTEXT_MESSAGES = 10;

/** One message of a conversation as the AI writer reads it: `isSender` when the user wrote it. */
export interface ConversationLine {
  readonly text: string;
  readonly isSender: boolean;
}
