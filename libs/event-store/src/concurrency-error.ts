import type { ExpectedVersion } from './event-store';

/** The stream was not at the expected version: someone else appended first. Safe to retry. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's actual revision when known; `'no_stream'` when it does not exist. */
    readonly actual?: bigint | 'no_stream',
  ) {
    super(
      `Stream ${streamId}: expected version ${String(expected)}, actual ${actual === undefined ? 'unknown' : String(actual)}`,
    );
    this.name = 'ConcurrencyError';
  }
}
