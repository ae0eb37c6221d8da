import { campaignDecider, type CampaignCommand } from '@outflow/domain';
import { stated, type StatedEvent } from './event-specification';

/**
 * The events of a campaign as the domain creates it: one lead (ada), one View Profile step, on
 * account `acc-1`. What given/when/then specs of the API's handlers and the runner start from.
 */
export function oneLeadCampaign(campaignId: string, owner: string, at: Date): StatedEvent[] {
  const create: CampaignCommand = {
    type: 'CreateCampaign',
    data: {
      campaignId,
      userId: owner,
      name: 'Founders',
      leads: ['https://www.linkedin.com/in/ada'],
      nodes: [
        {
          id: 'view',
          type: 'view-profile',
          position: { x: 0, y: 0 },
          data: { type: 'view-profile', label: 'View', params: {} },
        },
      ],
      edges: [],
      accountId: 'acc-1',
      leadSource: 'manual',
      now: at,
      newSequenceId: () => 'seq-1',
    },
  };
  return stated(campaignDecider.decide(create, campaignDecider.initialState()));
}
