import type { ConversationLine, MessageKind } from '@outflow/domain';
import type { AiLeadProfile } from './ai-lead-profile';

/** Who the message is written on behalf of (the signed-in user), when known. */
export interface AiSender {
  readonly name?: string | null;
  readonly headline?: string | null;
  readonly companyName?: string | null;
}

export interface AiWriteRequest {
  /** A connection invitation's note (LinkedIn max 300 characters) or a direct message (5000). */
  readonly kind: MessageKind;
  /** The user's instructions ("AI Prompt"). */
  readonly prompt: string;
  /** Most characters the text may have (the editor allows 100–2000); the kind's LinkedIn max caps it. */
  readonly characterLimit: number;
  readonly profile: AiLeadProfile;
  readonly sender?: AiSender;
  /**
   * A reply in a chat: the conversation so far, oldest first (`isSender`: written by the sender).
   * The text answers the other person's last message; without it, the text opens the conversation.
   */
  readonly conversation?: readonly ConversationLine[];
}

/** Which writer produced a text: a model behind the OpenAI API, or the offline template. */
export type AiWriterName = 'openai' | 'offline';

export interface AiWriteResult {
  /** Plain text, never longer than the request's limit nor the kind's LinkedIn max, never with `{{`. */
  readonly text: string;
  readonly writer: AiWriterName;
}

/**
 * The port: writes one message for one lead. Fails with `AiWriterUnavailableError` (try again
 * later) or `AiWriterRejectedError` (the service refused us: key, model, request).
 */
export interface AiWriter {
  write(request: AiWriteRequest): Promise<AiWriteResult>;
}
