import type { CampaignTargetEvent } from './campaign-target-events';

/** Where a lead stands in its campaign's sequence, as the leads read model shows it. */
export type LeadStatus = 'pending' | 'in-progress' | 'awaiting' | 'completed' | 'replied' | 'failed';
export const LEAD_STATUSES: readonly LeadStatus[] = ['pending', 'in-progress', 'awaiting', 'completed', 'replied', 'failed'];

/** The target events that can move a lead's status (the others leave it as it is). */
export const LEAD_STATUS_EVENT_TYPES = ['StepStarted', 'StepSucceeded', 'StepAwaiting', 'LeadReplied', 'TargetCompleted', 'TargetFailed'] as const;

/**
 * A lead's status after one of its target's events. A reply is final (it stops the sequence);
 * a finished or failed lead can still reply; re-checking a pending invitation keeps it awaiting.
 */
export function leadStatusAfter(current: LeadStatus, event: CampaignTargetEvent): LeadStatus {
  if (current === 'replied') return current;
  if (event.type === 'LeadReplied') return 'replied';
  if (current === 'completed' || current === 'failed') return current;
  switch (event.type) {
    case 'StepStarted':
      return event.data.phase === 'await-acceptance' && current === 'awaiting' ? 'awaiting' : 'in-progress';
    case 'StepSucceeded':
      return 'in-progress';
    case 'StepAwaiting':
      return 'awaiting';
    case 'TargetCompleted':
      return event.data.reason === 'replied' ? 'replied' : 'completed';
    case 'TargetFailed':
      return 'failed';
    default:
      return current;
  }
}
