import type { LeadProfile, Sequence } from '@outflow/domain';

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

/** A fetched LinkedIn profile of someone at Acme in Berlin. */
export const leadProfile = (first: string, last: string, website: string | null = null): LeadProfile => ({
  providerId: `prov-${first}`,
  publicId: `${first}-${last}`.toLowerCase(),
  firstName: first,
  lastName: last,
  headline: `${first} at Acme`,
  location: 'Berlin, Germany',
  country: 'DE',
  companyName: 'Acme',
  jobTitle: 'CTO',
  pictureUrl: null,
  website,
});

/** A sequence builder node as the wizard posts it (spec 02 §3); its label names the step on the page. */
export const graphNode = (id: string, type: string, params: Record<string, unknown> = {}, label = type, y = 0) => ({ id, type, position: { x: 0, y }, data: { type, label, params } });

/** A builder edge with an explicit delay; `sourceHandle` 'true'/'false' for a conditional step's sides. */
export const graphEdge = (source: string, target: string, delay: number, sourceHandle?: 'true' | 'false') => ({ id: `${source}-${target}`, source, target, sourceHandle, type: 'custom', data: { delay } });

/** A builder graph of one View Profile step, as the wizard posts it: a campaign that only views its leads' profiles. */
export const VIEW_PROFILE_GRAPH = { nodes: [graphNode('view-profile-1', 'view-profile', {}, 'View Profile')], edges: [] };
