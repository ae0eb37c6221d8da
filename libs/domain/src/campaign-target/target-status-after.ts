import type { QuotaEvent } from '../quota/quota-events';
import type { CampaignTargetEvent } from './target-events';
import { isFinishedStatus, type TargetStatus } from './target-status';

/** The target events and quota events that move a lead's status; read models that keep only the status subscribe to these. */
export const TARGET_STATUS_EVENT_TYPES = [
  'LinkedInActionPerformed',
  'StepSucceeded',
  'StepFailed',
  'StepDeferred',
  'ConnectionAccepted',
  'TargetCompleted',
  'TargetFailed',
  'QuotaReserved',
  'QuotaReleased',
  'StepScheduled',
  'StepStarted',
  'StepAwaiting',
] as const;

/**
 * A lead's status after one event, for read models that keep the status without the whole state
 * (the same transitions evolveTarget makes). Finished is final.
 */
export function targetStatusAfter(current: TargetStatus, event: CampaignTargetEvent | QuotaEvent): TargetStatus {
  if (isFinishedStatus(current)) return current;
  const waiting = (p: string | undefined): TargetStatus => (p === 'await-acceptance' ? 'awaiting' : 'scheduled');
  switch (event.type) {
    case 'LinkedInActionPerformed':
    case 'StepSucceeded':
    case 'ConnectionAccepted':
      return event.data.next ? waiting(event.data.next.phase) : current === 'running' ? 'scheduled' : current;
    case 'StepFailed':
    case 'StepDeferred':
      return waiting(event.data.phase);
    // Only acting holds a reservation.
    case 'QuotaReleased':
      return current === 'running' ? 'scheduled' : current;
    case 'StepAwaiting':
      return 'awaiting';
    case 'TargetCompleted':
      return 'completed';
    case 'TargetFailed':
      return 'failed';
    case 'QuotaReserved':
    case 'StepStarted':
      return 'running';
    case 'StepScheduled':
      return waiting(event.data.phase);
    default:
      return current;
  }
}
