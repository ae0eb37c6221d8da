import { connectionWaitMode, DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, type SequenceNodeParams } from '@outflow/domain';

/** One line for the action editor saying what the invitation's wait option is. */
export function connectionWaitSummary(params: SequenceNodeParams): string {
  switch (connectionWaitMode(params)) {
    case 'stop':
      return `Stop processing if not accepted within ${params.waitPeriod} days`;
    case 'withdraw':
      return 'Withdraw the invitation if not accepted';
    default:
      return `Wait until accepted (up to ${DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS} days, then the No branch)`;
  }
}
