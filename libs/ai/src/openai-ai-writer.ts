import OpenAI, { APIConnectionError, APIError, OpenAIError } from 'openai';
import type { AiWriteRequest, AiWriteResult, AiWriter } from './ai-writer';
import { AiWriterRejectedError, AiWriterUnavailableError } from './ai-writer-errors';
import { chatInstructions } from './chat-instructions';
import { characterBudget, fitToLimit } from './message-fit';

export interface OpenAiWriterOptions {
  readonly apiKey: string;
  /** Any OpenAI-compatible server (e.g. http://localhost:11434/v1); the client's default otherwise. */
  readonly baseURL?: string;
  readonly model: string;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Retries after the first attempt on connection errors, timeouts, 408/409/429 and 5xx, with backoff. */
  readonly maxRetries?: number;
}

/** Statuses that say "later" rather than "no": the client retries them, and so should the caller. */
const TRANSIENT_STATUSES = new Set([408, 409, 429]);

/** Models like to add a subject line or label, or wrap the answer in quotes, although asked not to. */
function unwrap(text: string): string {
  const out = text
    .trim()
    .replace(/^subject\s*:[^\n]*\n+/i, '')
    .replace(/^(message|note)\s*:\s*/i, '');
  const quoted = /^["“]([^"“”]*)["”]$/.exec(out);
  return quoted ? quoted[1].trim() : out;
}

/**
 * The writer on a chat model behind the OpenAI API (OpenAI, or any compatible server and model):
 * one chat completion per message. Retries and their backoff are the official client's
 * (`maxRetries`, honouring Retry-After); what still fails becomes `AiWriterUnavailableError`,
 * and a refusal (other 4xx) `AiWriterRejectedError`. The answer is tidied and cut at a sentence
 * or word boundary when the model overshoots.
 */
export class OpenAiWriter implements AiWriter {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiWriterOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  async write(request: AiWriteRequest): Promise<AiWriteResult> {
    const budget = characterBudget(request.kind, request.characterLimit);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      // No token cap: max_tokens and max_completion_tokens are each refused by some compatible servers or models.
      completion = await this.client.chat.completions.create({
        model: this.options.model,
        messages: chatInstructions(request, budget),
      });
    } catch (error) {
      throw classify(error);
    }
    const text = fitToLimit(unwrap(completion.choices[0]?.message?.content ?? ''), budget);
    if (text === '') throw new AiWriterUnavailableError('The AI model answered with an empty message');
    return { text, writer: 'openai' };
  }
}

function classify(error: unknown): unknown {
  if (error instanceof APIConnectionError)
    return new AiWriterUnavailableError(`The AI service could not be reached: ${error.message}`, { cause: error });
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status >= 500 || TRANSIENT_STATUSES.has(error.status)) {
      return new AiWriterUnavailableError(`The AI service failed (${error.status}): ${error.message}`, {
        cause: error,
      });
    }
    return new AiWriterRejectedError(
      `The AI service refused the request (${error.status}): ${error.message}`,
      error.status,
      { cause: error },
    );
  }
  if (error instanceof OpenAIError)
    return new AiWriterUnavailableError(`The AI service failed: ${error.message}`, { cause: error });
  return error;
}
