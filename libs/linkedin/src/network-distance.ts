import type { ConnectionDegree } from './linkedin-models';

/**
 * Profiles spell distance `FIRST_DEGREE`…`THIRD_DEGREE`, search results and chat attendees
 * `DISTANCE_1`…`DISTANCE_3`; both have `SELF` and `OUT_OF_NETWORK` (unipile.md §4). Accept both.
 */
const DEGREES: Record<string, ConnectionDegree> = {
  SELF: 0,
  FIRST_DEGREE: 1,
  DISTANCE_1: 1,
  SECOND_DEGREE: 2,
  DISTANCE_2: 2,
  THIRD_DEGREE: 3,
  DISTANCE_3: 3,
  OUT_OF_NETWORK: null,
};

export function connectionDegreeOf(distance: unknown): ConnectionDegree {
  if (typeof distance !== 'string') return null;
  return DEGREES[distance.trim().toUpperCase()] ?? null;
}
