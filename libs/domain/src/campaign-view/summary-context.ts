import type { CampaignLead } from '../campaign/campaign-events';
import type { LeadProfile } from '../campaign/lead-profile';
import { profileSlug } from '../lead-sources/profile-url';
import type { SequenceNode } from '../sequence/sequence-graph';
import type { SummaryContext } from './event-summary';

const ACTION_NAMES: Readonly<Record<string, string>> = {
  'view-profile': 'View profile',
  'send-connection': 'Send invitation',
  'send-message': 'Send message',
  'check-connection': 'Check connection',
  'check-response': 'Check reply',
  'like-post': 'Like post',
  delay: 'Delay',
  'end-sequence': 'End of sequence',
};

/** A step as people name it: the node's label in the builder, else its action in words. */
export function stepNameOf(node: Pick<SequenceNode, 'type' | 'data'> | undefined, stepId: string): string {
  return node?.data?.label || ACTION_NAMES[node?.type ?? ''] || stepId;
}

/**
 * Names for a campaign's summaries: a lead by the name on its profile where one was fetched, else
 * by its profile address; a step by its node.
 */
export function summaryContextOf(
  leads: readonly CampaignLead[],
  nodes: readonly Pick<SequenceNode, 'id' | 'type' | 'data'>[],
  profiles: ReadonlyMap<string, LeadProfile | null>,
): SummaryContext {
  const urls = new Map(leads.map((l) => [l.targetId, l.profileUrl]));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return {
    leadName(targetId) {
      const p = profiles.get(targetId);
      const name = p ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '';
      if (name) return name;
      const url = urls.get(targetId);
      return url ? (profileSlug(url) ?? url) : targetId;
    },
    stepName: (stepId) => stepNameOf(byId.get(stepId), stepId),
    variantName: (stepId, variantId) =>
      byId.get(stepId)?.data?.params?.variants?.find((v) => v.id === variantId)?.name ?? variantId,
  };
}
