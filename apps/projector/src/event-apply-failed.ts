import type { GlobalPosition, RecordedEvent } from '@outflow/event-store';

/** Failed attempts after which an event is parked and the projector goes on without it. */
export const PARK_AFTER_ATTEMPTS = 3;

/**
 * An event failed to apply, fewer times than parks it: the events before it are committed, and
 * the projector tries it again from the checkpoint.
 */
export class EventApplyFailedError extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly attempts: number,
    readonly failure: unknown,
  ) {
    super(
      `event at position ${positionLabel(event.position)} (${event.type} on ${event.streamId}) failed to apply (attempt ${attempts} of ${PARK_AFTER_ATTEMPTS}): ${errorText(failure)}`,
    );
    this.name = 'EventApplyFailedError';
  }
}

/** How a position is shown and asked for (`npm run projector:parked -- retry <position>`): its place in the global order. */
export const positionLabel = (position: GlobalPosition): string => position.prepare.toString();

/** An error as a log line and a parked row keep it: its message, at most 2,000 characters. */
export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);
