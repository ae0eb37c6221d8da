import type { Sequence } from '@outflow/domain';

/** A one-step sequence that only ends; tests create such campaigns paused, so no runner touches them. */
export const END_ONLY_SEQUENCE: Sequence = {
  id: 'seq',
  name: 'End',
  description: '',
  initialStep: 'end',
  autoRun: true,
  defaultDelay: 0,
  steps: { end: { id: 'end', action: 'end-sequence', params: {}, next: null } },
};

/** A LinkedIn profile URL for a handle, normalised (trailing slash) as campaigns store it. */
export const profileUrlOf = (handle: string): string => `https://www.linkedin.com/in/${handle}/`;
