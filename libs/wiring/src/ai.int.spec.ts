import { OfflineAiWriter, OpenAiWriter, EMPTY_AI_LEAD_PROFILE } from '@outflow/ai';
import { loadConfig } from '@outflow/config';
import { OpenAiApiServer } from '../../ai/src/testing/openai-api-server';
import { openAiWriter } from './ai';

describe('openAiWriter', () => {
  it('is the offline writer without OPENAI_API_KEY', () => {
    expect(openAiWriter(loadConfig({}))).toBeInstanceOf(OfflineAiWriter);
  });

  it('is the OpenAI writer on OPENAI_BASE_URL with OPENAI_MODEL when a key is set', async () => {
    const server = await OpenAiApiServer.start({ apiKey: 'sk-wiring' });
    try {
      const writer = openAiWriter(
        loadConfig({ OPENAI_API_KEY: 'sk-wiring', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'llama3.1' }),
      );
      expect(writer).toBeInstanceOf(OpenAiWriter);
      server.answer({ reply: 'Hi there, shall we connect?' });
      const result = await writer.write({
        kind: 'connection-note',
        prompt: 'connect',
        characterLimit: 300,
        profile: EMPTY_AI_LEAD_PROFILE,
      });
      expect(result).toEqual({ text: 'Hi there, shall we connect?', writer: 'openai' });
      expect(server.requests.map((r) => r.body.model)).toEqual(['llama3.1']);
    } finally {
      await server.close();
    }
  });
});
