import { ZERO_FUNNEL_COUNTS, type FunnelCounts, type FunnelGroup } from './campaign-funnel';
import type { FunnelLead } from './funnel-lead';

/** A reply counts for the step when it came within this long of the step's action (the read model's query says the same). */
export const REPLY_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * The funnel counts by step and variant of the leads' rows, as the read model's GROUP BY gives
 * them (campaignFunnelGroups): for the funnel folded at a point in the past.
 */
export function funnelGroupsOf(rows: readonly FunnelLead[]): FunnelGroup[] {
  const groups = new Map<
    string,
    { stepId: string; variantId: string | null; counts: Record<keyof FunnelCounts, number> }
  >();
  for (const r of rows) {
    const key = JSON.stringify([r.stepId, r.variantId]);
    let group = groups.get(key);
    if (!group) {
      group = {
        stepId: r.stepId,
        variantId: r.variantId,
        counts: { ...ZERO_FUNNEL_COUNTS },
      };
      groups.set(key, group);
    }
    const c = group.counts;
    c.reached++;
    if (r.stopped === 'replied') c.stoppedByReply++;
    if (r.stopped === 'failed') c.stoppedByFailure++;
    if (r.stopped === 'do-not-contact') c.stoppedByDoNotContact++;
    if (r.performedAt === null) continue;
    c.performed++;
    if (r.accepted) c.accepted++;
    if (r.repliedAt === null) continue;
    c.replied++;
    const after = Date.parse(r.repliedAt) - Date.parse(r.performedAt);
    if (after >= 0 && after <= REPLY_WINDOW_MS) c.repliedWithin7Days++;
  }
  return [...groups.values()].map((g) => ({ stepId: g.stepId, variantId: g.variantId, ...g.counts }));
}
