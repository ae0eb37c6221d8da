/**
 * The one name of each state a lead can be in inside a campaign, used by the domain, the read
 * models, the API and the campaign page alike:
 * - scheduled: its current step is due at a time (now or later);
 * - running: a runner holds the step's reservation and is acting on LinkedIn;
 * - awaiting: an invitation went out and is waited for;
 * - completed: its sequence ended (to its end, on a reply, or not accepted in time);
 * - failed: a step could not be done for this lead.
 */
export type TargetStatus = 'scheduled' | 'running' | 'awaiting' | 'completed' | 'failed';

export const TARGET_STATUSES: readonly TargetStatus[] = ['scheduled', 'running', 'awaiting', 'completed', 'failed'];

export const isFinishedStatus = (status: TargetStatus): boolean => status === 'completed' || status === 'failed';

/**
 * The leads LinkedIn has already seen an action on (a target stream holding a LinkedInActionPerformed):
 * a campaign cannot take these back, so bulk removal leaves them in.
 */
export function leadsReached(events: ReadonlyArray<{ readonly type: string; readonly data: unknown }>): string[] {
  const reached = new Set<string>();
  for (const e of events)
    if (e.type === 'LinkedInActionPerformed') reached.add((e.data as { targetId: string }).targetId);
  return [...reached];
}
