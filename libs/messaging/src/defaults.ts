/** Defaults shared by every adapter, so the embedded bus and NATS behave alike out of the box. */
export const DEFAULT_ACK_WAIT_MS = 30_000;
export const DEFAULT_MAX_DELIVER = 5;
/** JetStream's own default duplicate window. */
export const DEFAULT_DUPLICATE_WINDOW_MS = 120_000;
/** Work goes under `outflow.work.>` (stored in the stream); notices under `outflow.notice.>` (never stored). */
export const DEFAULT_STREAM_NAME = 'OUTFLOW';
export const DEFAULT_WORK_SUBJECTS = ['outflow.work.>'];
