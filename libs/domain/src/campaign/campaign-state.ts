import { evolveByType } from '../decider';
import type { Sequence } from '../sequence/sequence';
import type { VariantChoices } from '../variants/variant-choice';
import { NO_VARIANT_CHOICE } from '../variants/variant-choice';
import type { CampaignCreated, CampaignEvent, CampaignLead, CampaignStatus } from './campaign-events';

/** A lead of the campaign with its place in the campaign's list (kept when earlier leads are removed). */
export type PlacedLead = CampaignLead & {
  readonly position: number;
  /** The step the lead started on and the sequence's version then (a lead added after a revision starts on that one). */
  readonly start?: { readonly stepId: string; readonly version: number; readonly at: string };
};

/** What the campaign stream folds to: the runner reads it before every step (status, sequence, account). */
export type CampaignState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly campaignId: string;
      readonly userId: string;
      readonly name: string;
      readonly accountId: string;
      /** The senders the campaign acts through (old campaigns: their one account). */
      readonly senders: readonly string[];
      readonly sequence: Sequence;
      /** 1 as created, one more for each SequenceRevised. */
      readonly sequenceVersion: number;
      readonly leads: readonly PlacedLead[];
      /** The next added lead's place: leads ever listed, removed ones included (their ids are never reused). */
      readonly nextPosition: number;
      readonly allowPreviouslyContacted: boolean;
      readonly status: CampaignStatus;
      readonly deleted: boolean;
      readonly createdAt: string;
      /** Winners chosen and variants paused, per step (issue 21). */
      readonly variantChoices?: VariantChoices;
    };

export const initialCampaignState: CampaignState = { exists: false };

export const evolveCampaign = evolveByType<CampaignState, CampaignEvent>({
  CampaignCreated: (_, event) => fromCreated(event),
  CampaignStatusChanged: (state, { data }) => (state.exists ? { ...state, status: data.status } : state),
  CampaignDeleted: (state) => (state.exists ? { ...state, deleted: true } : state),
  CampaignProfilesReset: (state) => state,
  CampaignLeadsAdded: (state, { data }) =>
    state.exists
      ? {
          ...state,
          leads: [
            ...state.leads,
            ...data.leads.map((l, i) => ({
              ...l,
              position: data.firstPosition + i,
              start: { stepId: data.initialStep, version: data.sequenceVersion ?? 1, at: data.occurredAt },
            })),
          ],
          nextPosition: data.firstPosition + data.leads.length,
        }
      : state,
  CampaignLeadsRemoved: (state, { data }) => {
    if (!state.exists) return state;
    const removed = new Set(data.targetIds);
    return { ...state, leads: state.leads.filter((l) => !removed.has(l.targetId)) };
  },
  SequenceRevised: (state, { data }) =>
    state.exists ? { ...state, sequence: data.sequence, sequenceVersion: data.version } : state,
  VariantChosen: (state, { data }) => {
    if (!state.exists) return state;
    const choice = { ...(state.variantChoices?.[data.stepId] ?? NO_VARIANT_CHOICE), chosen: data.variantId };
    return { ...state, variantChoices: { ...state.variantChoices, [data.stepId]: choice } };
  },
  VariantPaused: (state, { data }) => {
    if (!state.exists) return state;
    const before = state.variantChoices?.[data.stepId] ?? NO_VARIANT_CHOICE;
    const choice = { ...before, paused: [...before.paused, data.variantId] };
    return { ...state, variantChoices: { ...state.variantChoices, [data.stepId]: choice } };
  },
});

function fromCreated(e: CampaignCreated): CampaignState {
  return {
    exists: true,
    campaignId: e.data.campaignId,
    userId: e.data.ownerId,
    name: e.data.name,
    accountId: e.data.accountId,
    senders: e.data.senders && e.data.senders.length > 0 ? e.data.senders : [e.data.accountId],
    sequence: e.data.sequence,
    sequenceVersion: 1,
    leads: e.data.leads.map((l, position) => ({
      ...l,
      position,
      start: { stepId: e.data.sequence.initialStep, version: 1, at: e.data.occurredAt },
    })),
    nextPosition: e.data.leads.length,
    allowPreviouslyContacted: e.data.allowPreviouslyContacted ?? false,
    status: e.data.status,
    deleted: false,
    createdAt: e.data.occurredAt,
    variantChoices: {},
  };
}
