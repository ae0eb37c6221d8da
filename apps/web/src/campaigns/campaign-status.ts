/** The campaign's execution status as the list shows it (spec 02 §4). */
export type ExecutionStatus = 'running' | 'paused' | 'completed' | 'failed' | 'pending';

export type ToggleTarget = 'running' | 'paused';

/** Server status to client status: active → running; paused, completed, failed as is; anything else → pending. */
export function executionStatus(serverStatus: string | null | undefined): ExecutionStatus {
  switch (serverStatus) {
    case 'active':
      return 'running';
    case 'paused':
    case 'completed':
    case 'failed':
      return serverStatus;
    default:
      return 'pending';
  }
}

/** The client's 'running' is 'active' on the server. */
export function serverStatusFor(target: ToggleTarget): 'active' | 'paused' {
  return target === 'running' ? 'active' : 'paused';
}

/** The start/pause toggle moves running to paused and anything startable to running. */
export function toggleTarget(current: ExecutionStatus): ToggleTarget {
  return current === 'running' ? 'paused' : 'running';
}

/** Completed and failed campaigns have nothing left to start or pause. */
export function canToggle(current: ExecutionStatus): boolean {
  return current !== 'completed' && current !== 'failed';
}

export const PROGRESS_DOT_COLOURS = {
  Running: '#1e88e5',
  Completed: '#43a047',
  Paused: '#9e9e9e',
  Ready: '#fdd835',
  Empty: '#fb8c00',
} as const;

export const DEFAULT_DOT_COLOUR = '#e0e0e0';

export function progressDotColour(progressStatus: string | null | undefined): string {
  return (
    (progressStatus && PROGRESS_DOT_COLOURS[progressStatus as keyof typeof PROGRESS_DOT_COLOURS]) || DEFAULT_DOT_COLOUR
  );
}

/** The progress label: progressStatus, else the capitalised execution status. */
export function progressLabel(progressStatus: string | null | undefined, status: ExecutionStatus): string {
  if (progressStatus) return progressStatus;
  return status.charAt(0).toUpperCase() + status.slice(1);
}
