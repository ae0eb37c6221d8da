import type { Decider } from '../decider';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { convertSequence } from '../sequence/convert-sequence';
import type {
  AddCampaignLeads,
  CampaignCommand,
  ChangeCampaignStatus,
  CreateCampaign,
  DecideVariant,
  RemoveCampaignLeads,
  ReviseSequence,
} from './campaign-commands';
import { diffSequences } from '../sequence-revision/sequence-diff';
import { resolveMoves } from '../sequence-revision/sequence-moves';
import { liveVariants } from '../variants/variant-assignment';
import { NO_VARIANT_CHOICE } from '../variants/variant-choice';
import { defaultCampaignDescription } from './campaign-description';
import type { CampaignEvent, CampaignStatus } from './campaign-events';
import { campaignLeads, campaignTargetId, MAX_CAMPAIGN_LEADS } from './campaign-leads';
import { checkLeadEntries } from '../lead-sources/lead-list-check';
import { evolveCampaign, initialCampaignState, type CampaignState } from './campaign-state';
import { REFUSAL_WORDS } from '../refusal-words';
import { checkCampaignSenders } from '../sender-assignment/campaign-senders';

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
  if (name === '') throw new DomainError(REFUSAL_WORDS.campaignName, 'NAME_REQUIRED', 'name');
  if (name.length > MAX_CAMPAIGN_NAME_LENGTH) {
    throw new DomainError(REFUSAL_WORDS.campaignNameTooLong(MAX_CAMPAIGN_NAME_LENGTH), 'NAME_TOO_LONG', 'name');
  }
  if (data.senders) checkCampaignSenders(data.senders);
  const description = data.description ?? defaultCampaignDescription(name);
  const leads = campaignLeads(data.campaignId, data.leads, data.leadNames, data.leadIdentities);
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
        ownerId: data.userId,
        name,
        description,
        accountId: data.senders?.[0] ?? data.accountId,
        // One sender is written as before (old readers know `accountId` only).
        ...(data.senders && data.senders.length > 1 ? { senders: [...data.senders] } : {}),
        sequence,
        graph: { nodes: [...data.nodes], edges: [...data.edges] },
        leads,
        leadSource: data.leadSource,
        ...(data.allowPreviouslyContacted ? { allowPreviouslyContacted: true } : {}),
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
    throw new DomainError(
      `The campaign is ${campaign.status}; create a new campaign instead`,
      'CAMPAIGN_ENDED',
      'status',
    );
  }
  return [
    {
      type: 'CampaignStatusChanged',
      data: {
        campaignId: campaign.campaignId,
        status,
        previousStatus: campaign.status,
        occurredAt: command.data.now.toISOString(),
      },
    },
  ];
}

/** A campaign that still runs (or may run again): leads can join or leave it. */
function liveCampaign(state: CampaignState, userId: string): Extract<CampaignState, { exists: true }> {
  const campaign = ownCampaign(state, userId);
  if (FINAL.has(campaign.status))
    throw new DomainError(REFUSAL_WORDS.campaignEnded(campaign.status), 'CAMPAIGN_ENDED', 'status');
  return campaign;
}

function addLeads(command: AddCampaignLeads, state: CampaignState): CampaignEvent[] {
  const campaign = liveCampaign(state, command.data.userId);
  const urls = command.data.profileUrls;
  const { kept, refused } = checkLeadEntries(
    urls.map((raw, index) => ({ text: typeof raw === 'string' ? raw : '', line: index })),
  );
  if (refused.length > 0) {
    const index = refused[0].line;
    throw new DomainError(
      REFUSAL_WORDS.notAProfileUrl(index, String(urls[index]).slice(0, 100)),
      'INVALID_LEAD',
      'profileUrls',
    );
  }
  const listed = new Set(campaign.leads.map((l) => l.profileUrl));
  const fresh = kept.map((k) => k.profileUrl).filter((url) => !listed.has(url));
  if (fresh.length === 0) return [];
  if (campaign.leads.length + fresh.length > MAX_CAMPAIGN_LEADS)
    throw new DomainError(REFUSAL_WORDS.tooManyLeads(MAX_CAMPAIGN_LEADS), 'TOO_MANY_LEADS', 'profileUrls');
  const first = campaign.nextPosition;
  return [
    {
      type: 'CampaignLeadsAdded',
      data: {
        campaignId: campaign.campaignId,
        campaignName: campaign.name,
        campaignStatus: campaign.status,
        leads: fresh.map((profileUrl, i) => ({
          targetId: campaignTargetId(campaign.campaignId, first + i),
          profileUrl,
        })),
        firstPosition: first,
        initialStep: campaign.sequence.initialStep,
        initialAction: campaign.sequence.steps[campaign.sequence.initialStep]?.action ?? null,
        sequenceVersion: campaign.sequenceVersion,
        ...(campaign.senders.length > 1 ? { senders: [...campaign.senders] } : {}),
        occurredAt: command.data.now.toISOString(),
      },
    },
  ];
}

function removeLeads(command: RemoveCampaignLeads, state: CampaignState): CampaignEvent[] {
  const campaign = liveCampaign(state, command.data.userId);
  const asked = new Set(command.data.targetIds);
  const reached = new Set(command.data.reached);
  const removable = campaign.leads.filter((l) => asked.has(l.targetId) && !reached.has(l.targetId));
  if (removable.length === 0) return [];
  return [
    {
      type: 'CampaignLeadsRemoved',
      data: {
        campaignId: campaign.campaignId,
        targetIds: removable.map((l) => l.targetId),
        occurredAt: command.data.now.toISOString(),
      },
    },
  ];
}

/** What the campaign list's Edit says of an ended campaign (spec 02 §2): its sequence stays as it ran. */
export const EDITING_ENDED_CAMPAIGN = 'Editing an existing campaign is disabled. Please create a new campaign instead.';

/**
 * A new version of the sequence of a running or paused campaign: the graph checked exactly as at
 * creation, the moves checked against both versions (one for each removed step). An unchanged
 * graph records nothing.
 */
function revise(command: ReviseSequence, state: CampaignState): CampaignEvent[] {
  const campaign = ownCampaign(state, command.data.userId);
  if (FINAL.has(campaign.status)) throw new DomainError(EDITING_ENDED_CAMPAIGN, 'CAMPAIGN_ENDED', 'status');
  const { data } = command;
  const { sequence: converted } = convertSequence(data.nodes, data.edges, {
    name: campaign.name,
    description: campaign.sequence.description,
    leads: campaign.leads.map((lead) => lead.profileUrl),
    newId: data.newSequenceId,
  });
  const sequence = { ...converted, id: campaign.sequence.id };
  const diff = diffSequences(campaign.sequence, sequence);
  const unchanged =
    diff.added.length + diff.removed.length + diff.changed.length === 0 &&
    sequence.initialStep === campaign.sequence.initialStep &&
    sequence.defaultDelay === campaign.sequence.defaultDelay;
  if (!Array.isArray(data.moves)) throw new DomainError('moves must be a list', 'INVALID_MOVES', 'moves');
  const moves = resolveMoves(campaign.sequence, sequence, data.moves);
  if (unchanged) return [];
  return [
    {
      type: 'SequenceRevised',
      data: {
        campaignId: campaign.campaignId,
        version: campaign.sequenceVersion + 1,
        sequence,
        graph: { nodes: [...data.nodes], edges: [...data.edges] },
        diff,
        moves,
        actor: data.actor,
        occurredAt: data.now.toISOString(),
      },
    },
  ];
}

/**
 * Choosing a winner or pausing a variant: the step and the variant must exist; a decision already
 * taken is not recorded twice; a winner once chosen is final; the last variant handed out cannot
 * be paused (choose it instead).
 */
function decideVariant(command: DecideVariant, state: CampaignState): CampaignEvent[] {
  const campaign = ownCampaign(state, command.data.userId);
  const { stepId, variantId, decision, by, now } = command.data;
  const variants = campaign.sequence.steps[stepId]?.params.variants;
  if (!variants) throw new DomainError('The campaign has no step with variants of this id', 'STEP_NOT_FOUND', 'stepId');
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) throw new DomainError('The step has no variant of this id', 'VARIANT_NOT_FOUND', 'variantId');
  const choice = campaign.variantChoices?.[stepId] ?? NO_VARIANT_CHOICE;
  if (choice.chosen === variantId && decision === 'choose') return [];
  if (choice.chosen)
    throw new DomainError('A winner of this step was already chosen', 'VARIANT_ALREADY_CHOSEN', 'variantId');
  const data = { campaignId: campaign.campaignId, stepId, variantId, variantName: variant.name, by };
  if (decision === 'choose') return [{ type: 'VariantChosen', data: { ...data, occurredAt: now.toISOString() } }];
  if (choice.paused.includes(variantId)) return [];
  const live = liveVariants(variants, choice);
  if (live.length === 1 && live[0].id === variantId)
    throw new DomainError('This is the last variant still sent: choose it instead', 'LAST_VARIANT', 'variantId');
  return [{ type: 'VariantPaused', data: { ...data, occurredAt: now.toISOString() } }];
}

function decideCampaign(command: CampaignCommand, state: CampaignState): CampaignEvent[] {
  switch (command.type) {
    case 'CreateCampaign':
      return create(command, state);
    case 'ChangeCampaignStatus':
      return changeStatus(command, state);
    case 'DeleteCampaign': {
      const campaign = ownCampaign(state, command.data.userId);
      return [
        {
          type: 'CampaignDeleted',
          data: { campaignId: campaign.campaignId, occurredAt: command.data.now.toISOString() },
        },
      ];
    }
    case 'AddCampaignLeads':
      return addLeads(command, state);
    case 'RemoveCampaignLeads':
      return removeLeads(command, state);
    case 'ReviseSequence':
      return revise(command, state);
    case 'DecideVariant':
      return decideVariant(command, state);
    case 'ResetCampaignProfiles': {
      const campaign = ownCampaign(state, command.data.userId);
      return [
        {
          type: 'CampaignProfilesReset',
          data: { campaignId: campaign.campaignId, occurredAt: command.data.now.toISOString() },
        },
      ];
    }
  }
}

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => initialCampaignState,
  decide: decideCampaign,
  evolve: (state: CampaignState, event: DomainEvent) => evolveCampaign(state, event),
};
