/** How many of the conversation's latest messages the AI sees when it writes a reply. */
export const CHAT_REPLY_CONTEXT_MESSAGES = 10;

export interface ConversationLine {
  readonly text: string;
  readonly isSender: boolean;
}

/**
 * The AI writer's prompt for a reply in a chat: the user's instructions, then the latest messages
 * (oldest first, "Me" for the user, the other person's first name or "Them").
 */
export function chatReplyPrompt(instructions: string, conversation: readonly ConversationLine[], otherName: string | null): string {
  const them = otherName?.trim() || 'Them';
  const lines = conversation
    .filter((m) => m.text.trim() !== '')
    .slice(-CHAT_REPLY_CONTEXT_MESSAGES)
    .map((m) => `${m.isSender ? 'Me' : them}: ${m.text.trim().replace(/\s+/g, ' ')}`);
  if (lines.length === 0) return instructions.trim();
  return `${instructions.trim()}\n\nThe conversation so far, oldest first:\n${lines.join('\n')}\n\nWrite my next message in this conversation.`;
}
