/** The real-time toasts (spec 02 §8 "Real-time"). */
export const NO_TOKEN_TOAST = 'Authentication error: Could not establish real-time connection';
export const INIT_FAILED_TOAST = 'Failed to connect to real-time updates';
export const connectionErrorToast = (message: string) => `Connection error: ${message}`;
/** One connection-error toast at a time, replaced on each failed attempt, dismissed on connect. */
export const CONNECTION_ERROR_TOAST_ID = 'socket-connection-error';
