import { apiRequest } from '../api/http-client';

export interface AiProfileAnswer {
  success: boolean;
  profile: Record<string, unknown> | null;
  message?: string;
}

export interface GeneratedMessage {
  success: boolean;
  message: string;
  /** Which writer wrote it: a model, or the offline template. */
  writer?: string;
}

/** GET linkedin-accounts/ai-message-profile?url (spec 01 §7). */
export function fetchAiMessageProfile(url: string): Promise<AiProfileAnswer> {
  return apiRequest<AiProfileAnswer>(`/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(url)}`);
}

/** POST ai-messages/generate {profile, aiPrompt, characterLimit} (spec 01 §7). */
export function generateAiMessage(body: { profile: Record<string, unknown>; aiPrompt: string; characterLimit: number }): Promise<GeneratedMessage> {
  return apiRequest<GeneratedMessage>('/ai-messages/generate', { method: 'POST', body });
}
