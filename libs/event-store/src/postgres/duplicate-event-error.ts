/**
 * An appended event reused an event id already stored. Not a concurrency conflict: retrying the
 * same command would fail the same way, so it must not be handled as one.
 */
export class DuplicateEventError extends Error {
  constructor(
    readonly streamId: string,
    detail?: string,
  ) {
    super(`Stream ${streamId}: an event id is already stored${detail ? ` (${detail})` : ''}`);
    this.name = 'DuplicateEventError';
  }
}
