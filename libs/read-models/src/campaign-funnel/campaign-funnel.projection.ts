import type {
  CampaignCreated,
  CampaignDeleted,
  CampaignLeadsAdded,
  CampaignLeadsRemoved,
  ConnectionAccepted,
  LeadReplied,
  LinkedInActionPerformed,
  NextStep,
  StepFailed,
  StepSucceeded,
  TargetCompleted,
  TargetFailed,
} from '@outflow/domain';
import type { Transaction } from 'kysely';
import { chunks } from '../chunks';
import { eventByEvent } from '../projection';
import type { ReadModelDatabase } from '../schema';

type Trx = Transaction<ReadModelDatabase>;
type Handled =
  | CampaignCreated
  | CampaignLeadsAdded
  | CampaignLeadsRemoved
  | CampaignDeleted
  | LinkedInActionPerformed
  | StepSucceeded
  | StepFailed
  | ConnectionAccepted
  | LeadReplied
  | TargetCompleted
  | TargetFailed;

interface Arrival {
  readonly campaignId: string;
  readonly userId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly action: string;
  readonly at: string;
}

/** The leads arrive at a step: it becomes their current one (a step reached twice keeps its first arrival). */
async function arrive(trx: Trx, arrivals: readonly Arrival[]): Promise<void> {
  for (const chunk of chunks(arrivals, 500)) {
    await trx
      .updateTable('campaign_funnel_leads')
      .set({ current: false })
      .where(
        'target_id',
        'in',
        chunk.map((a) => a.targetId),
      )
      .where('current', '=', true)
      .execute();
    await trx
      .insertInto('campaign_funnel_leads')
      .values(
        chunk.map((a) => ({
          target_id: a.targetId,
          step_id: a.stepId,
          campaign_id: a.campaignId,
          user_id: a.userId,
          action: a.action,
          reached_at: a.at,
          current: true,
        })),
      )
      .onConflict((oc) => oc.columns(['target_id', 'step_id']).doUpdateSet({ current: true }))
      .execute();
  }
}

/** The outcome sent the lead on to another step. */
async function moveOn(
  trx: Trx,
  ref: { campaignId: string; targetId: string; stepId: string },
  userId: string,
  next: NextStep | null | undefined,
  at: string,
): Promise<void> {
  if (!next || next.stepId === ref.stepId) return;
  await arrive(trx, [{ ...ref, userId, stepId: next.stepId, action: next.action, at }]);
}

/** A step ran for a lead the projection has not seen arrive (streams older than this read model): it arrived then. */
async function reached(
  trx: Trx,
  ref: { campaignId: string; targetId: string; stepId: string; action: string },
  userId: string,
  at: string,
) {
  await trx
    .insertInto('campaign_funnel_leads')
    .values({
      target_id: ref.targetId,
      step_id: ref.stepId,
      campaign_id: ref.campaignId,
      user_id: userId,
      action: ref.action,
      reached_at: at,
      current: true,
    })
    .onConflict((oc) => oc.columns(['target_id', 'step_id']).doNothing())
    .execute();
}

/** The lead's sequence ended at its current step for a reason the funnel counts. */
async function stopAt(trx: Trx, targetId: string, reason: string): Promise<void> {
  await trx
    .updateTable('campaign_funnel_leads')
    .set({ stopped: reason })
    .where('target_id', '=', targetId)
    .where('current', '=', true)
    .where('stopped', 'is', null)
    .execute();
}

const STOP_REASONS: Readonly<Record<string, string>> = { replied: 'replied', 'do-not-contact': 'do-not-contact' };

/**
 * The campaign funnel (issue 21): every lead at every step it reached, what was sent and what
 * followed. The API's funnel groups it by step and variant.
 */
export const campaignFunnelProjection = eventByEvent<Handled>(
  'campaign_funnel_leads',
  [
    'CampaignCreated',
    'CampaignLeadsAdded',
    'CampaignLeadsRemoved',
    'CampaignDeleted',
    'LinkedInActionPerformed',
    'StepSucceeded',
    'StepFailed',
    'ConnectionAccepted',
    'LeadReplied',
    'TargetCompleted',
    'TargetFailed',
  ],
  async (trx, event, userId) => {
    switch (event.type) {
      case 'CampaignCreated':
      case 'CampaignLeadsAdded': {
        const { campaignId, occurredAt } = event.data;
        const stepId = event.type === 'CampaignCreated' ? event.data.sequence.initialStep : event.data.initialStep;
        const action =
          event.type === 'CampaignCreated'
            ? (event.data.sequence.steps[stepId]?.action ?? 'end-sequence')
            : (event.data.initialAction ?? 'end-sequence');
        const arrivals = event.data.leads.map((l) => ({
          campaignId,
          userId,
          targetId: l.targetId,
          stepId,
          action,
          at: occurredAt,
        }));
        return arrive(trx, arrivals);
      }
      case 'CampaignLeadsRemoved':
        if (event.data.targetIds.length === 0) return;
        await trx.deleteFrom('campaign_funnel_leads').where('target_id', 'in', event.data.targetIds).execute();
        return;
      case 'CampaignDeleted':
        await trx.deleteFrom('campaign_funnel_leads').where('campaign_id', '=', event.data.campaignId).execute();
        return;
      case 'LinkedInActionPerformed': {
        const { data } = event;
        await reached(trx, data, userId, data.occurredAt);
        if (data.phase !== 'await-acceptance') {
          await trx
            .updateTable('campaign_funnel_leads')
            .set({ performed_at: data.occurredAt, variant_id: data.variantId ?? null })
            .where('target_id', '=', data.targetId)
            .where('step_id', '=', data.stepId)
            .where('performed_at', 'is', null)
            .execute();
        }
        return moveOn(trx, data, userId, data.next, data.occurredAt);
      }
      case 'StepSucceeded':
        await reached(trx, event.data, userId, event.data.occurredAt);
        return moveOn(trx, event.data, userId, event.data.next, event.data.occurredAt);
      case 'StepFailed':
        return reached(trx, event.data, userId, event.data.occurredAt);
      case 'ConnectionAccepted':
        // The invitations the lead was sent are accepted (an acceptance of one sent by hand counts nowhere).
        await trx
          .updateTable('campaign_funnel_leads')
          .set({ accepted: true, accepted_at: event.data.occurredAt })
          .where('target_id', '=', event.data.targetId)
          .where('action', '=', 'send-connection')
          .where('performed_at', 'is not', null)
          .where('accepted', '=', false)
          .execute();
        if (event.data.next)
          await moveOn(trx, { ...event.data, stepId: '' }, userId, event.data.next, event.data.occurredAt);
        return;
      case 'LeadReplied':
        await trx
          .updateTable('campaign_funnel_leads')
          .set({ replied_at: event.data.repliedAt ?? event.data.occurredAt })
          .where('target_id', '=', event.data.targetId)
          .where('replied_at', 'is', null)
          .execute();
        return;
      case 'TargetCompleted': {
        const reason = STOP_REASONS[event.data.reason];
        if (reason) await stopAt(trx, event.data.targetId, reason);
        return;
      }
      case 'TargetFailed':
        return stopAt(trx, event.data.targetId, 'failed');
    }
  },
);
