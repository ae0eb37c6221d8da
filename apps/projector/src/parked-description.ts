import type { ParkedEvent } from '@outflow/read-models';
import { positionLabel } from './event-apply-failed';

/** One line per parked event, as the check and `npm run projector:parked -- list` print it. */
export function describeParked(p: ParkedEvent): string {
  return `position ${positionLabel(p.position)}: ${p.eventType} on ${p.streamId} (event ${p.eventId}), parked ${p.parkedAt.toISOString()} after ${p.attempts} attempts: ${p.error}`;
}
