import type { ApiErrorBody } from './api-error';

/** What Express's body parsers throw before any route runs (`type` says which failure). */
interface BodyParserError {
  readonly type: string;
  readonly status: number;
  readonly limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const e = error as Partial<BodyParserError> | null;
  return typeof e?.type === 'string' && typeof e.status === 'number' && e.status >= 400 && e.status < 500;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * A body the parsers refused, answered as the client's fault (4xx) instead of a 500. (Nest itself
 * answers JSON that does not parse with a 400.)
 */
export function bodyParserErrorBody(error: unknown): ApiErrorBody | null {
  if (!isBodyParserError(error)) return null;
  switch (error.type) {
    case 'entity.too.large':
      return { statusCode: 413, message: `The request body is over ${error.limit ? megabytes(error.limit) : 'the limit'}`, errorCode: 'BODY_TOO_LARGE' };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { statusCode: 415, message: 'The request body’s charset or encoding is not supported (send UTF-8 JSON)', errorCode: 'UNSUPPORTED_BODY' };
    default:
      return { statusCode: error.status, message: 'The request body could not be read', errorCode: 'UNREADABLE_BODY' };
  }
}
