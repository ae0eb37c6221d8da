import { OfflineAiWriter, OpenAiWriter, type AiWriter } from '@outflow/ai';
import type { Config } from '@outflow/config';

/**
 * The AI message writer: a chat model behind the OpenAI API (OPENAI_API_KEY, OPENAI_MODEL, and
 * OPENAI_BASE_URL for any compatible server) when a key is set; otherwise the offline writer,
 * whose template texts are labelled `offline`.
 */
export function openAiWriter(config: Config): AiWriter {
  if (!config.OPENAI_API_KEY) return new OfflineAiWriter();
  return new OpenAiWriter({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
  });
}
