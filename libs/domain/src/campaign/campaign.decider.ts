import type { Decider } from '../decider';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { convertSequence } from '../sequence/convert-sequence';
import type { CampaignCommand, ChangeCampaignStatus, CreateCampaign } from './campaign-commands';
import { defaultCampaignDescription } from './campaign-description';
import type { CampaignEvent, CampaignStatus } from './campaign-events';
import { campaignLeads } from './campaign-leads';
import { evolveCampaign, initialCampaignState, type CampaignState } from './campaign-state';

const MAX_CAMPAIGN_NAME_LENGTH = 200;

const notFound = () => new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');

/** Only the owner sees a campaign: anyone else gets the same answer as for a campaign that does not exist. */
function ownCampaign(state: CampaignState, userId: string): Extract<CampaignState, { exists: true }> {
  if (!state.exists || state.deleted || state.userId !== userId) throw notFound();
  return state;
}

function create(command: CreateCampaign, state: CampaignState): CampaignEvent[] {
  if (state.exists) throw new DomainError('Campaign already exists', 'CAMPAIGN_EXISTS', 'id');
  const { data } = command;
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (name === '') throw new DomainError('Please enter a campaign name', 'NAME_REQUIRED', 'name');
  if (name.length > MAX_CAMPAIGN_NAME_LENGTH) {
    throw new DomainError(`name must be at most ${MAX_CAMPAIGN_NAME_LENGTH} characters`, 'NAME_TOO_LONG', 'name');
  }
  const description = data.description ?? defaultCampaignDescription(name);
  const leads = campaignLeads(data.campaignId, data.leads);
  const { sequence } = convertSequence(data.nodes, data.edges, {
    name,
    description,
    leads: leads.map((lead) => lead.profileUrl),
    newId: data.newSequenceId,
  });
  return [
    {
      type: 'CampaignCreated',
      data: {
        campaignId: data.campaignId,
        name,
        description,
        accountId: data.accountId,
        sequence,
        graph: { nodes: [...data.nodes], edges: [...data.edges] },
        leads,
        leadSource: data.leadSource,
        // "The campaign runs once launched" (spec 02 §2 finalize): sequences auto-run.
        status: 'active',
        occurredAt: data.now.toISOString(),
      },
    },
  ];
}

/** Running ⇄ paused at will; completed or failed are ends a user can set but not leave. */
const FINAL: ReadonlySet<CampaignStatus> = new Set<CampaignStatus>(['completed', 'failed']);

function changeStatus(command: ChangeCampaignStatus, state: CampaignState): CampaignEvent[] {
  const campaign = ownCampaign(state, command.data.userId);
  const status = command.data.status;
  if (campaign.status === status) return [];
  if (FINAL.has(campaign.status)) {
    throw new DomainError(`The campaign is ${campaign.status}; create a new campaign instead`, 'CAMPAIGN_ENDED', 'status');
  }
  return [
    {
      type: 'CampaignStatusChanged',
      data: { campaignId: campaign.campaignId, status, previousStatus: campaign.status, occurredAt: command.data.now.toISOString() },
    },
  ];
}

function decideCampaign(command: CampaignCommand, state: CampaignState): CampaignEvent[] {
  switch (command.type) {
    case 'CreateCampaign':
      return create(command, state);
    case 'ChangeCampaignStatus':
      return changeStatus(command, state);
    case 'DeleteCampaign': {
      const campaign = ownCampaign(state, command.data.userId);
      return [{ type: 'CampaignDeleted', data: { campaignId: campaign.campaignId, occurredAt: command.data.now.toISOString() } }];
    }
    case 'ResetCampaignProfiles': {
      const campaign = ownCampaign(state, command.data.userId);
      return [{ type: 'CampaignProfilesReset', data: { campaignId: campaign.campaignId, occurredAt: command.data.now.toISOString() } }];
    }
  }
}

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => initialCampaignState,
  decide: decideCampaign,
  evolve: (state: CampaignState, event: DomainEvent) => evolveCampaign(state, event),
};
