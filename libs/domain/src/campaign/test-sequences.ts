import type { SequenceEdge, SequenceNode, SequenceNodeType } from '../sequence/sequence-graph';
import { DeciderSpecification } from '../testing/decider-specification';
import type { CreateCampaign } from './campaign-commands';
import type { CampaignCreated } from './campaign-events';
import { campaignDecider } from './campaign.decider';

/** Builder graphs for the campaign tests: nodes in the spec's shape, edges with an explicit delay. */
export const node = (
  id: string,
  type: SequenceNodeType,
  params: SequenceNode['data']['params'] = {},
): SequenceNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params },
});

export const edge = (source: string, target: string, delay: number, sourceHandle?: 'true' | 'false'): SequenceEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: sourceHandle ?? null,
  type: 'custom',
  data: { delay },
});

/**
 * Campaign `c1` as the decider creates it from a builder graph: manual leads on account `acc-1`
 * unless `data` says otherwise.
 */
export function createdCampaign(
  data: Pick<CreateCampaign['data'], 'userId' | 'name' | 'leads' | 'nodes' | 'edges' | 'now'> &
    Partial<CreateCampaign['data']>,
): CampaignCreated {
  const [created] = DeciderSpecification(campaignDecider)
    .given([])
    .when({
      type: 'CreateCampaign',
      data: { campaignId: 'c1', accountId: 'acc-1', leadSource: 'manual', newSequenceId: () => 'seq', ...data },
    })
    .events() as CampaignCreated[];
  return created;
}
