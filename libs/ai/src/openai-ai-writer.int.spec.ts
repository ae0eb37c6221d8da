import { EMPTY_AI_LEAD_PROFILE, type AiLeadProfile } from './ai-lead-profile';
import type { AiWriteRequest } from './ai-writer';
import { AiWriterRejectedError, AiWriterUnavailableError } from './ai-writer-errors';
import { OpenAiWriter, type OpenAiWriterOptions } from './openai-ai-writer';
import { OpenAiApiServer } from './testing/openai-api-server';

const anna: AiLeadProfile = {
  ...EMPTY_AI_LEAD_PROFILE,
  firstName: 'Anna',
  lastName: 'Berg',
  companyName: 'Acme',
  jobTitle: 'CMO',
  location: 'Oslo, Norway',
};
const request: AiWriteRequest = {
  kind: 'message',
  prompt: 'Ask for a short call about their launch',
  characterLimit: 120,
  profile: anna,
  sender: { name: 'Bob Stone' },
};

describe('OpenAiWriter against a local OpenAI-compatible server', () => {
  let server: OpenAiApiServer;
  beforeEach(async () => {
    server = await OpenAiApiServer.start();
  });
  afterEach(() => server.close());

  const writer = (options: Partial<OpenAiWriterOptions> = {}) =>
    new OpenAiWriter({ apiKey: server.apiKey, baseURL: server.url, model: 'test-model', ...options });

  it("writes the model's answer, asking with the prompt, the profile and the limit", async () => {
    server.answer({ reply: '  Hi Anna, congrats on the launch at Acme! Would you have 15 minutes next week? Bob  ' });
    const result = await writer().write(request);
    expect(result).toEqual({
      writer: 'openai',
      text: 'Hi Anna, congrats on the launch at Acme! Would you have 15 minutes next week? Bob',
    });

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(sent.body.model).toBe('test-model');
    const [system, user] = sent.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('a LinkedIn direct message');
    expect(system.content).toContain('at most 120 characters');
    expect(user.role).toBe('user');
    expect(user.content).toContain('Ask for a short call about their launch');
    expect(user.content).toContain('- First name: Anna');
    expect(user.content).toContain('- Company: Acme');
    expect(user.content).toContain('- Name: Bob Stone');
    // Unknown fields are left out rather than sent as "null".
    expect(user.content).not.toContain('Headline');
  });

  it("writes a reply from the conversation's last messages: a question in the last one is put to the model to answer", async () => {
    const conversation = [
      { text: 'Hi Anna, thanks for connecting!', isSender: true },
      { text: 'Likewise. What exactly does your team do?', isSender: false },
    ];
    await writer().write({ ...request, prompt: 'Suggest a short call', conversation });
    await writer().write({
      ...request,
      prompt: 'Suggest a short call',
      conversation: [conversation[0], { text: 'Likewise, glad to be in touch.', isSender: false }],
    });
    const [asked, told] = server.requests.map((r) => r.body.messages as Array<{ role: string; content: string }>);
    expect(asked[0].content).toContain("the sender's next message in a LinkedIn conversation");
    expect(asked[0].content).toContain(
      "answers any question in the recipient's messages since the sender's last one first",
    );
    expect(asked[1].content).toContain(
      'The conversation so far, oldest first ("Me" is the sender):\nMe: Hi Anna, thanks for connecting!\nAnna: Likewise. What exactly does your team do?',
    );
    expect(asked[1].content).toContain(
      "Anna's last message, which the reply answers:\nLikewise. What exactly does your team do?",
    );
    expect(asked[1].content).toContain('It asks: "What exactly does your team do?". Answer that question first');
    expect(asked[1].content).toContain('- Company: Acme');
    expect(told[1].content).toContain("Anna's last message, which the reply answers:\nLikewise, glad to be in touch.");
    expect(told[1].content).not.toContain('It asks');
  });

  it("asks for a connection note within LinkedIn's 300 characters whatever limit was asked", async () => {
    await writer().write({ ...request, kind: 'connection-note', characterLimit: 2000 });
    expect(server.requests[0].body.messages[0].content).toContain('the note of a LinkedIn connection invitation');
    expect(server.requests[0].body.messages[0].content).toContain('at most 300 characters');
  });

  it('cuts an overshooting answer at a sentence boundary, and strips quotes and placeholders', async () => {
    const long =
      '"Hi {{firstName}}, I loved reading about the Acme launch. It looks like a big step for your team. I would love to hear more about how you planned it, and what comes next for you."';
    server.answer({ reply: long });
    const { text } = await writer().write(request);
    expect(text).toBe('Hi, I loved reading about the Acme launch. It looks like a big step for your team.');
    expect(text.length).toBeLessThanOrEqual(120);
  });

  it('cuts at a word boundary when no sentence ends early enough', async () => {
    const reply = `Hi Anna ${'and more words '.repeat(30)}`;
    server.answer({ reply });
    const { text } = await writer().write(request);
    expect(text.length).toBeLessThanOrEqual(120);
    expect(text.length).toBeGreaterThan(110);
    expect(text.endsWith('…')).toBe(true);
    const kept = text.slice(0, -1);
    expect(reply.startsWith(kept) && reply[kept.length] === ' ').toBe(true);
  });

  it('refuses with AiWriterRejectedError on 401 (bad key), without retrying', async () => {
    const error = await writer({ apiKey: 'sk-wrong' })
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiWriterRejectedError);
    expect((error as AiWriterRejectedError).status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 500 and then writes', async () => {
    server.answer({ status: 500, message: 'The server had an error' }, { reply: 'Hi Anna, shall we talk?' });
    const { text } = await writer().write(request);
    expect(text).toBe('Hi Anna, shall we talk?');
    expect(server.requests.map((r) => r.retryCount)).toEqual([0, 1]);
  });

  it('gives AiWriterUnavailableError when every attempt fails with 5xx or 429', async () => {
    server.answer({ status: 503 }, { status: 429 }, { status: 502 });
    const error = await writer({ maxRetries: 2 })
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiWriterUnavailableError);
    expect(server.requests).toHaveLength(3);
  });

  it('gives AiWriterUnavailableError when the server does not answer in time', async () => {
    server.answer({ hang: true }, { hang: true });
    const started = Date.now();
    const error = await writer({ timeoutMs: 300, maxRetries: 1 })
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiWriterUnavailableError);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('gives AiWriterUnavailableError when nothing listens', async () => {
    const url = server.url;
    await server.close();
    const error = await new OpenAiWriter({ apiKey: 'k', baseURL: url, model: 'm', maxRetries: 0 })
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiWriterUnavailableError);
    server = await OpenAiApiServer.start();
  });

  it('gives AiWriterUnavailableError on an empty answer', async () => {
    server.answer({ reply: '   ' });
    await expect(writer().write(request)).rejects.toBeInstanceOf(AiWriterUnavailableError);
  });
});
