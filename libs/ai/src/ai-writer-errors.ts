/** The writing service could not be reached or failed on its side (network, timeout, 5xx, rate limit), after retries. */
export class AiWriterUnavailableError extends Error {
  readonly code = 'AI_WRITER_UNAVAILABLE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiWriterUnavailableError';
  }
}

/** The writing service refused the request (4xx: bad key, unknown model, invalid request); retrying will not help. */
export class AiWriterRejectedError extends Error {
  readonly code = 'AI_WRITER_REJECTED';

  constructor(
    message: string,
    /** The HTTP status the service answered. */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiWriterRejectedError';
  }
}
