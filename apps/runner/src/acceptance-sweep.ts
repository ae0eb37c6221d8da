import { loadLeadCampaign } from '@outflow/contacts';
import { campaignTargetStream, type Clock, type ActingWindow } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findAwaitingTargets, type ReadModelDb } from '@outflow/read-models';

const MAX_PAGES = 10;

export interface SweepInput {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly provider: LinkedInProvider;
  readonly clock: Clock;
  readonly userId: string;
  readonly accountId: string;
  readonly window: ActingWindow;
  readonly jitterMs: number;
}

/**
 * Accepted invitations that no webhook told us about (webhooks can be hours late, or lost): the
 * account's newest relations are matched to the leads whose invitation is waited for, and each
 * match is recorded as an acceptance, which moves the lead on at once. One or a few LinkedIn calls
 * per account every few hours, instead of a check per lead.
 */
export async function sweepAcceptances(input: SweepInput): Promise<number> {
  // Another sender's leads are not matched to this sender's relations (it did not invite them),
  // a one-sender campaign's leads included: they are its sender's, not the workspace's first's.
  const awaiting = (await findAwaitingTargets(input.db, input.userId)).filter(
    (t) => t.accountId === null || t.accountId === input.accountId,
  );
  if (awaiting.length === 0) return 0;
  const byPublicId = new Map(awaiting.filter((t) => t.publicId).map((t) => [t.publicId!, t]));
  const matched = new Set<(typeof awaiting)[number]>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES && matched.size < awaiting.length; page++) {
    const relations = await input.provider.listRelations(input.accountId, { limit: 100, cursor });
    for (const relation of relations.items) {
      const target = relation.publicId ? byPublicId.get(relation.publicId) : undefined;
      if (target) matched.add(target);
    }
    cursor = relations.cursor;
    if (!cursor) break;
  }
  let recorded = 0;
  for (const target of matched) {
    const loaded = await loadLeadCampaign(input.store, { campaignId: target.campaignId, targetId: target.targetId });
    if (!loaded?.campaign.exists) continue;
    const { campaign, decider, read } = loaded;
    const lead = campaign.leads.find((l) => l.targetId === target.targetId);
    const policy = {
      sequence: campaign.sequence,
      now: input.clock.now(),
      jitterMs: input.jitterMs,
      window: input.window,
    };
    const { newEvents } = await handleCommand(
      input.store,
      campaignTargetStream(target.targetId),
      decider,
      { type: 'AcceptanceSeen', data: { profileUrl: lead?.profileUrl ?? '', policy } },
      { userId: input.userId, actor: 'runner', correlationId: `acceptance-sweep-${input.accountId}` },
      { read },
    );
    recorded += newEvents.length > 0 ? 1 : 0;
  }
  return recorded;
}
