import {
  assignTurns,
  campaignTargetStream,
  countsOn,
  leadStartState,
  targetDecider,
  weeklyInvitations,
  type SenderTurn,
} from '@outflow/domain';
import { readCampaignHistory } from '@outflow/contacts';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { countLeadsBySender, findLeadsAwaitingSender, type DueStep, type ReadModelDb } from '@outflow/read-models';
import type { AccountPacer } from './account-pacer';
import { actingSender } from './user-stream';

/** A sender the scheduler found free to act now with no step of its own due. */
export interface FreeSender {
  readonly userId: string;
  readonly accountId: string;
  readonly pacer: AccountPacer;
  /** The limits it used up today (a lead whose first step counts against one is not for it). */
  readonly exhausted: readonly string[];
}

export interface SenderAssignerOptions {
  readonly db: ReadModelDb;
  readonly store: EventStore;
  readonly check?: () => void;
}

/** What a sender may still take today and this week, as the assignment weighs it. */
function turnOf(free: FreeSender, now: Date, counts?: { assigned: number; waiting: number }): SenderTurn {
  const view = free.pacer.view;
  const context = view?.context;
  const today = view ? countsOn(view.ledger) : null;
  return {
    accountId: free.accountId,
    // The sender the runner would act through must be this one (a removed sender is not).
    mayAct: !!context && context.accountId === free.accountId && context.hold === null,
    leftToday: context && today ? Math.max(0, context.limits.total - today.total) : 0,
    leftThisWeek:
      context && view ? Math.max(0, context.limits.weeklyConnections - weeklyInvitations(view.ledger, now).length) : 0,
    waiting: counts?.waiting ?? 0,
    assigned: counts?.assigned ?? 0,
    exhausted: free.exhausted,
  };
}

/**
 * A lead of a campaign over several senders gets its sender when its turn comes: when a sender of
 * the campaign is free to act and has nothing of its own due, it starts the oldest waiting lead it
 * can (libs/domain sender-assignment), recorded on the lead's stream; from then on the lead is paced
 * and acted for by that sender only (sticky). Answers, per sender given a lead, the lead's first
 * step to hand out now.
 */
export async function startWaitingLeads<F extends FreeSender>(
  options: SenderAssignerOptions,
  campaignIds: readonly string[],
  free: readonly F[],
  now: Date,
): Promise<Array<{ sender: F; step: DueStep }>> {
  const { db, store } = options;
  const out: Array<{ sender: F; step: DueStep }> = [];
  let unused = [...free];
  for (const campaignId of campaignIds) {
    if (unused.length === 0) break;
    const { campaign } = await readCampaignHistory(store, campaignId);
    if (!campaign.exists || campaign.deleted || campaign.status !== 'active') continue;
    const mine = unused.filter((f) => f.userId === campaign.userId && campaign.senders.includes(f.accountId));
    if (mine.length === 0) continue;
    const waiting = await findLeadsAwaitingSender(db, campaignId, now, mine.length * 4);
    if (waiting.length === 0) continue;
    const counts = await countLeadsBySender(db, campaignId);
    const turns = await Promise.all(
      mine.map(async (f): Promise<SenderTurn> => {
        const turn = turnOf(f, now, counts.get(f.accountId));
        const acting = await actingSender(db, campaign.userId, f.accountId);
        return acting === f.accountId ? turn : { ...turn, mayAct: false };
      }),
    );
    const leads = waiting.map((s) => ({ targetId: s.targetId, limitKey: s.limitKey }));
    const assignments = assignTurns(leads, turns);
    const given = new Set(assignments.map((a) => a.accountId));
    unused = unused.filter((f) => !(mine.includes(f) && given.has(f.accountId)));
    // Each on its own lead's stream: recorded side by side.
    const recorded = await Promise.all(
      assignments.map(async ({ targetId, accountId }) => {
        options.check?.();
        const ref = { campaignId, targetId };
        const decider = targetDecider(ref, campaign.sequence, campaign.createdAt, leadStartState(campaign, targetId));
        const metadata = { userId: campaign.userId, actor: 'runner' as const, correlationId: `assign-${targetId}` };
        const { newEvents } = await handleCommand(
          store,
          campaignTargetStream(targetId),
          decider,
          { type: 'AssignSender', data: { accountId, at: now } },
          metadata,
        );
        const sender = mine.find((f) => f.accountId === accountId)!;
        // Assigned meanwhile (an admin's move): its own sender paces it.
        return newEvents.length === 0 ? null : { sender, step: waiting.find((s) => s.targetId === targetId)! };
      }),
    );
    for (const started of recorded) if (started) out.push(started);
  }
  return out;
}
