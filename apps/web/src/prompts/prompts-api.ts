import { apiRequest } from '../api/http-client';

/** A saved prompt as the API answers it (spec 02 §3, §7). */
export interface SavedPrompt {
  _id: string;
  name: string;
  content: string;
  category: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the user saves or changes: `{name, content, category}`. */
export interface PromptInput {
  name: string;
  content: string;
  category: string;
}

export async function listPrompts(): Promise<SavedPrompt[]> {
  const { prompts } = await apiRequest<{ success: boolean; prompts: SavedPrompt[] }>('/prompts');
  return Array.isArray(prompts) ? prompts : [];
}

export async function savePrompt(input: PromptInput): Promise<SavedPrompt> {
  const { prompt } = await apiRequest<{ success: true; prompt: SavedPrompt }>('/prompts', { method: 'POST', body: input });
  return prompt;
}

export async function updatePrompt(id: string, input: PromptInput): Promise<SavedPrompt> {
  const { prompt } = await apiRequest<{ success: true; prompt: SavedPrompt }>(`/prompts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
  return prompt;
}

export async function deletePrompt(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/prompts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const PROMPTS_KEY = ['prompts'] as const;
