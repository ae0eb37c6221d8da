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
