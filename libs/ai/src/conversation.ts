import { CHAT_REPLY_CONTEXT_MESSAGES, type ConversationLine } from '@outflow/domain';
import { tidyText } from './message-fit';

/** The conversation a reply is written into: its latest messages with text, oldest first, tidied. */
export function recentConversation(conversation: readonly ConversationLine[] | undefined): ConversationLine[] {
  return (conversation ?? [])
    .map((line) => ({ text: tidyText(line.text).replace(/\s+/g, ' '), isSender: line.isSender }))
    .filter((line) => line.text !== '')
    .slice(-CHAT_REPLY_CONTEXT_MESSAGES);
}

/** The other person's latest message, when the conversation has one (the one a reply answers). */
export function lastMessageFromThem(conversation: readonly ConversationLine[]): string | null {
  for (let i = conversation.length - 1; i >= 0; i--) if (!conversation[i].isSender) return conversation[i].text;
  return null;
}

const QUESTION_OPENING =
  /^(what|how|why|when|where|who|whom|which|whose|could|can|would|will|do|does|did|is|are|was|were|have|has|should|may|shall)\b/i;

/** The question a message asks (its last sentence ending with '?', or one that opens like a question), or null. */
export function askedQuestion(message: string | null): string | null {
  if (!message) return null;
  const sentences =
    message
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const asked =
    [...sentences].reverse().find((s) => s.endsWith('?')) ??
    sentences.find((s) => QUESTION_OPENING.test(s) && !/[.!]$/.test(s));
  return asked ?? null;
}

/** The conversation as lines a model reads: "Me:" for the sender, the other person's first name (or "Them"). */
export function transcript(conversation: readonly ConversationLine[], otherName: string | null): string {
  const them = otherName?.trim() || 'Them';
  return conversation.map((line) => `${line.isSender ? 'Me' : them}: ${line.text}`).join('\n');
}
