import type { ApiErrorBody } from './api-error';

/**
 * What Express's body parsers throw before any route runs: `type` says which failure; a body that
 * does not decompress as its `Content-Encoding` says comes as zlib's own error (`Z_DATA_ERROR`,
 * brotli's `ERR_…`) with the status 400 set on it and no `type`.
 */
interface BodyParserError {
  readonly type?: string;
  readonly code?: string;
  readonly status: number;
  readonly limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const e = error as Partial<BodyParserError> | null;
  const clientError = typeof e?.status === 'number' && e.status >= 400 && e.status < 500;
  return clientError && (typeof e.type === 'string' || isDecodingError(e));
}

const isDecodingError = (e: Partial<BodyParserError>): boolean =>
  typeof e.code === 'string' && /^(Z_|ERR_)/.test(e.code);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * A body the parsers refused, answered as the client's fault (4xx) instead of a 500. (Nest itself
 * answers JSON that does not parse with a 400.)
 */
export function bodyParserErrorBody(error: unknown, contentEncoding?: string): ApiErrorBody | null {
  if (!isBodyParserError(error)) return null;
  if (isDecodingError(error))
    return {
      statusCode: 400,
      message: `The request body is not ${contentEncoding ?? 'what its Content-Encoding says'}: send it compressed so, or without Content-Encoding`,
      errorCode: 'UNREADABLE_BODY',
    };
  switch (error.type) {
    case 'entity.too.large':
      return {
        statusCode: 413,
        message: `The request body is over ${error.limit ? megabytes(error.limit) : 'the limit'}`,
        errorCode: 'BODY_TOO_LARGE',
      };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return {
        statusCode: 415,
        message: 'The request body’s charset or encoding is not supported (send UTF-8 JSON)',
        errorCode: 'UNSUPPORTED_BODY',
      };
    default:
      return { statusCode: error.status, message: 'The request body could not be read', errorCode: 'UNREADABLE_BODY' };
  }
}
