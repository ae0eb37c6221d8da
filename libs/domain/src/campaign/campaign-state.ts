import type { DomainEvent } from '../events/event';
import type { Sequence } from '../sequence/sequence';
import type { CampaignCreated, CampaignEvent, CampaignLead, CampaignStatus } from './campaign-events';

/** What the campaign stream folds to: the runner reads it before every step (status, sequence, account). */
export type CampaignState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly campaignId: string;
      readonly userId: string;
      readonly name: string;
      readonly accountId: string;
      readonly sequence: Sequence;
      readonly leads: readonly CampaignLead[];
      readonly status: CampaignStatus;
      readonly deleted: boolean;
      readonly createdAt: string;
    };

export const initialCampaignState: CampaignState = { exists: false };

export function evolveCampaign(state: CampaignState, event: DomainEvent): CampaignState {
  const e = event as CampaignEvent;
  switch (e.type) {
    case 'CampaignCreated':
      // The owner is the tenant of the event's metadata (every stored event carries it).
      return fromCreated(e, (event as { metadata?: { userId?: string } }).metadata?.userId ?? '');
    case 'CampaignStatusChanged':
      return state.exists ? { ...state, status: e.data.status } : state;
    case 'CampaignDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      return state;
  }
}

function fromCreated(e: CampaignCreated, userId: string): CampaignState {
  return {
    exists: true,
    campaignId: e.data.campaignId,
    userId,
    name: e.data.name,
    accountId: e.data.accountId,
    sequence: e.data.sequence,
    leads: e.data.leads,
    status: e.data.status,
    deleted: false,
    createdAt: e.data.occurredAt,
  };
}
