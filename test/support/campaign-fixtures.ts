export { sparseProfile } from '../../libs/domain/src/testing/profile-fixtures';
import type { CampaignCreated, LeadProfile, Sequence, SequenceActionKind, TargetProfileFetched } from '@outflow/domain';

/** A sequence of one step with nothing after it. */
export const oneStepSequence = (stepId: string, action: SequenceActionKind, name: string): Sequence => ({
  id: 'seq',
  name,
  description: '',
  initialStep: stepId,
  autoRun: true,
  defaultDelay: 0,
  steps: { [stepId]: { id: stepId, action, params: {}, next: null } },
});

/** A one-step sequence that only ends; tests create such campaigns paused, so no runner touches them. */
export const END_ONLY_SEQUENCE: Sequence = oneStepSequence('end', 'end-sequence', 'End');

/** CampaignCreated of a paused campaign that only ends (as test campaigns no runner should touch are made). */
export const pausedCampaignCreated = (
  data: Pick<CampaignCreated['data'], 'campaignId' | 'ownerId' | 'name' | 'leads'> &
    Partial<Pick<CampaignCreated['data'], 'description' | 'accountId' | 'occurredAt'>>,
): CampaignCreated => ({
  type: 'CampaignCreated',
  data: {
    description: `${data.name} - created via sequence builder`,
    accountId: 'acc-1',
    occurredAt: new Date().toISOString(),
    ...data,
    sequence: END_ONLY_SEQUENCE,
    graph: { nodes: [], edges: [] },
    leadSource: 'manual',
    status: 'paused',
  },
});

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
export const graphNode = (id: string, type: string, params: Record<string, unknown> = {}, label = type, y = 0) => ({
  id,
  type,
  position: { x: 0, y },
  data: { type, label, params },
});

/** A builder edge with an explicit delay; `sourceHandle` 'true'/'false' for a conditional step's sides. */
export const graphEdge = (source: string, target: string, delay: number, sourceHandle?: 'true' | 'false') => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle,
  type: 'custom',
  data: { delay },
});

/** The runner fetched a campaign target's LinkedIn profile. */
export const targetProfileFetched = (
  ref: { campaignId: string; targetId: string },
  profileUrl: string,
  profile: LeadProfile,
  occurredAt = new Date().toISOString(),
): TargetProfileFetched => ({ type: 'TargetProfileFetched', data: { ...ref, profileUrl, profile, occurredAt } });

/** A builder graph of one View Profile step, as the wizard posts it: a campaign that only views its leads' profiles. */
export const VIEW_PROFILE_GRAPH = {
  nodes: [graphNode('view-profile-1', 'view-profile', {}, 'View Profile')],
  edges: [],
};

/** A builder graph of one View Profile step, `view-1`: what API suites create campaigns with when the steps do not matter. */
export const VIEW_ONLY_GRAPH = { nodes: [graphNode('view-1', 'view-profile', {}, 'View')], edges: [] };
