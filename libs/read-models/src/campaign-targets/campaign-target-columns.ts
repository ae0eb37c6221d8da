import {
  identityOfUrl,
  limitForStep,
  type MemberIdentity,
  type SequenceActionKind,
  type TargetState,
} from '@outflow/domain';

/** The columns of a campaign_targets row that are the lead's state, derived from its TargetState. */
export interface CampaignTargetStateColumns {
  provider_id: string | null;
  public_id: string | null;
  contact_id: string | null;
  step_id: string | null;
  phase: string;
  due_at: string | null;
  state: string;
  action: string | null;
  limit_key: string | null;
  wait_reason: string | null;
  attempt: number;
  open_since: string | null;
  await_until: string | null;
  last_action: string | null;
  last_action_at: string | null;
  last_action_text: string | null;
  end_reason: string | null;
  failure: string | null;
  started: boolean;
  invited: boolean;
  accepted: boolean;
  messaged: boolean;
  replied: boolean;
  account_id: string | null;
}

export const CAMPAIGN_TARGET_STATE_COLUMNS: readonly (keyof CampaignTargetStateColumns)[] = [
  'provider_id',
  'public_id',
  'contact_id',
  'step_id',
  'phase',
  'due_at',
  'state',
  'action',
  'limit_key',
  'wait_reason',
  'attempt',
  'open_since',
  'await_until',
  'last_action',
  'last_action_at',
  'last_action_text',
  'end_reason',
  'failure',
  'started',
  'invited',
  'accepted',
  'messaged',
  'replied',
  'account_id',
];

/**
 * The one derivation of the flat columns (what the runner's scheduler queries and the campaign
 * figures count) from a lead's folded state: the projection writes them, `replay --verify`
 * compares them. `action` is the step's action where the state lacks it (old StepScheduled events).
 */
export function campaignTargetColumns(
  state: TargetState,
  action: SequenceActionKind | null = state.action,
  lead?: { readonly profileUrl: string; readonly providerId?: string | null },
): CampaignTargetStateColumns {
  // Who the lead is, known from its URL (and a search's member id) before any profile fetch, so a
  // reply or an acceptance finds a lead the runner has not reached yet.
  const known = lead ? identityOfUrl(lead.profileUrl, { providerId: lead.providerId ?? undefined }) : null;
  return campaignTargetColumnsOf(state, action, known);
}

/** The same, with the lead's identity from its URL already worked out (null: none). */
export function campaignTargetColumnsOf(
  state: TargetState,
  action: SequenceActionKind | null,
  known: MemberIdentity | null,
): CampaignTargetStateColumns {
  return {
    provider_id: state.profile?.providerId ?? known?.providerId ?? null,
    public_id: state.profile?.publicId ?? known?.publicId ?? null,
    contact_id: known?.memberKey ?? null,
    step_id: state.stepId,
    phase: state.phase,
    due_at: state.dueAt,
    state: state.status,
    action,
    limit_key: action ? limitForStep(action, state.phase) : null,
    wait_reason: state.waitReason,
    attempt: state.attempt,
    open_since: state.openSince,
    await_until: state.awaitUntil,
    last_action: state.lastAction?.action ?? null,
    last_action_at: state.lastAction?.at ?? null,
    last_action_text: state.lastAction?.text ?? null,
    end_reason: state.endReason,
    failure: state.failure,
    started: state.started,
    invited: state.invited,
    accepted: state.connected,
    messaged: state.messaged,
    replied: state.replied,
    account_id: state.accountId ?? null,
  };
}
