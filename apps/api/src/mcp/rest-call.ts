import type { AuthenticatedRequest } from '../common/authenticated-user';
import { correlationIdOf } from '../common/authenticated-user';

/** What a REST route answered a tool: its status and JSON body. */
export interface RestAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type RestCall = (method: string, path: string, body?: unknown) => Promise<RestAnswer>;

/**
 * Calls this API's own REST routes for an MCP request, with the request's API key and correlation
 * id, on the address the request came in on. So a tool is validated, scoped, rate-limited, gated
 * and recorded (actor `api-key:<name>`) exactly as the route it mirrors, by the same code.
 */
export function restCallFor(request: AuthenticatedRequest): RestCall {
  const { localAddress, localPort } = request.socket;
  const host = localAddress?.includes(':') ? `[${localAddress.replace(/^::ffff:(?=\d)/, '')}]` : localAddress;
  const origin = localAddress?.startsWith('::ffff:')
    ? `http://${localAddress.slice(7)}:${localPort}`
    : `http://${host}:${localPort}`;
  const headers = {
    authorization: String(request.headers.authorization),
    'x-request-id': correlationIdOf(request),
    'content-type': 'application/json',
  };
  return async (method, path, body) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: handed on as text.
    }
    return { status: res.status, body: json };
  };
}
