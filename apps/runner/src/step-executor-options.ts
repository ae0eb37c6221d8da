import type { AiWriter } from '@outflow/ai';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { ReadModelDb } from '@outflow/read-models';

/** What the step executor runs on, and its pacing and liveness settings. */
export interface StepExecutorOptions {
  readonly store: EventStore;
  /** The read models: who a message's sender is (the reply check before an action). */
  readonly db?: ReadModelDb;
  readonly provider: LinkedInProvider;
  readonly ai: AiWriter;
  readonly clock: Clock;
  /** Real time, for one thing only: how long ago a reservation was recorded (a lost job's step is taken over). */
  readonly wallClock: Clock;
  /** Least time between two actions of one LinkedIn account (clock time); default 30 s. */
  readonly minActionGapMs?: number;
  /** Largest random extra wait added to every scheduled step (clock time); default 60 s. */
  readonly maxJitterMs?: number;
  /** Real time after which a reservation with no outcome and no live job counts as abandoned; default 10 min. */
  readonly orphanAfterMs?: number;
  /** Real time between two in-progress signals to the work queue while a step runs; default 5 s. */
  readonly heartbeatMs?: number;
  readonly random?: () => number;
}
