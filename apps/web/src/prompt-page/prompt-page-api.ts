import type { AiMessageProfile, GeneratedMessage } from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

/** GET linkedin-accounts/ai-message-profile?url (spec 01 §7). */
export function fetchAiMessageProfile(url: string): Promise<AiMessageProfile> {
  return apiRequest<AiMessageProfile>(`/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(url)}`);
}

/** POST ai-messages/generate {profile, aiPrompt, characterLimit} (spec 01 §7). */
export function generateAiMessage(body: {
  profile: Record<string, unknown>;
  aiPrompt: string;
  characterLimit: number;
}): Promise<GeneratedMessage> {
  return apiRequest<GeneratedMessage>('/ai-messages/generate', { method: 'POST', body });
}
