import type { Done, PromptAnswer, PromptInput, PromptList, SavedPrompt } from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

export async function listPrompts(): Promise<SavedPrompt[]> {
  const { prompts } = await apiRequest<PromptList>('/prompts');
  return Array.isArray(prompts) ? prompts : [];
}

export async function savePrompt(input: PromptInput): Promise<SavedPrompt> {
  const { prompt } = await apiRequest<PromptAnswer>('/prompts', { method: 'POST', body: input });
  return prompt;
}

export async function updatePrompt(id: string, input: PromptInput): Promise<SavedPrompt> {
  const { prompt } = await apiRequest<PromptAnswer>(`/prompts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return prompt;
}

export async function deletePrompt(id: string): Promise<void> {
  await apiRequest<Done>(`/prompts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const PROMPTS_KEY = ['prompts'] as const;
