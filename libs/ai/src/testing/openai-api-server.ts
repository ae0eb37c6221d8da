import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalJsonServer, sendJson as send } from '@outflow/testing';

/** One chat completion request as the client sent it. */
export interface RecordedChatRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  /** The official client counts its retries in this header (0 on the first attempt). */
  readonly retryCount: number;
  readonly body: { model: string; messages: Array<{ role: string; content: string }>; [key: string]: unknown };
}

/** What the server does with the next request: answer a text, fail with a status, or never answer. */
export type ScriptedAnswer =
  { readonly reply: string } | { readonly status: number; readonly message?: string } | { readonly hang: true };

/**
 * Test support: a local HTTP server speaking the OpenAI chat completions API (`POST
 * .../chat/completions`, Bearer keys, OpenAI-shaped answers and error bodies). Answers follow a
 * script, then the default reply. Not a runtime export.
 */
export class OpenAiApiServer extends LocalJsonServer {
  readonly requests: RecordedChatRequest[] = [];
  private readonly script: ScriptedAnswer[] = [];
  private readonly hanging = new Set<ServerResponse>();
  defaultReply = 'Hello from the local model.';

  private constructor(readonly apiKey: string) {
    super();
  }

  static start(options: { apiKey?: string } = {}): Promise<OpenAiApiServer> {
    return new OpenAiApiServer(options.apiKey ?? 'sk-local-test').listen();
  }

  /** The base URL a client takes (`baseURL`), with the `/v1` prefix OpenAI uses. */
  get url(): string {
    return `${this.origin}/v1`;
  }

  /** The next requests get these answers, in order. */
  answer(...answers: ScriptedAnswer[]): void {
    this.script.push(...answers);
  }

  override async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    await super.close();
  }

  protected handle(req: IncomingMessage, raw: string, res: ServerResponse): void {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const authorization = typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined;
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      return send(
        res,
        404,
        errorBody(`Unknown request URL: ${req.method} ${path}`, 'invalid_request_error', 'unknown_url'),
      );
    }
    let body: RecordedChatRequest['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      return send(
        res,
        400,
        errorBody('We could not parse the JSON body of your request.', 'invalid_request_error', null),
      );
    }
    this.requests.push({ path, authorization, retryCount: Number(req.headers['x-stainless-retry-count'] ?? 0), body });

    if (authorization !== `Bearer ${this.apiKey}`) {
      return send(res, 401, errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return send(res, 400, errorBody("'model' and 'messages' are required", 'invalid_request_error', null));
    }
    const next = this.script.shift() ?? { reply: this.defaultReply };
    if ('hang' in next) {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if ('status' in next) {
      return send(
        res,
        next.status,
        errorBody(
          next.message ?? `Scripted failure ${next.status}`,
          next.status >= 500 ? 'server_error' : 'invalid_request_error',
          null,
        ),
      );
    }
    send(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: next.reply, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: 50,
        completion_tokens: Math.ceil(next.reply.length / 4),
        total_tokens: 50 + Math.ceil(next.reply.length / 4),
      },
    });
  }
}

function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}
