/** Which writer wrote a message: a model, or the offline template. */
export type AiWriterName = 'openai' | 'offline';

/** `POST /api/ai-messages/generate` and `POST /api/ai-messages/generate-chat-response`. */
export interface GeneratedMessage {
  readonly success: true;
  readonly message: string;
  readonly writer: AiWriterName;
}

/** `GET /api/linkedin-accounts/ai-message-profile?url`: the profile the AI writer reads. */
export interface AiMessageProfile {
  readonly success: true;
  readonly profile: { readonly [field: string]: unknown };
  readonly message: string;
}
