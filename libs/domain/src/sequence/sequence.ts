import type { SequenceNodeParams, SequenceNodeType } from './sequence-graph';

/** Spec §3 action kinds: the builder's node types plus check-response, which the runner branches on. */
export type SequenceActionKind = SequenceNodeType | 'check-response';

/** The lead field a conditional step reads: isConnected for check-connection, connectionStatus for send-connection. */
export type BranchField = 'isConnected' | 'connectionStatus';

/** One side of a branch; the delay is there only when the edge set one. */
export interface BranchCase {
  next: string;
  delay?: number;
}

/** A conditional step's way on: the true and false case targets (null when that handle is unused). */
export interface StepBranch {
  field: BranchField;
  true: BranchCase | null;
  false: BranchCase | null;
}

/** Spec §3 Step; a missing delay means the sequence's defaultDelay. */
export interface SequenceStep {
  id: string;
  action: SequenceActionKind;
  params: SequenceNodeParams;
  next: string | StepBranch | null;
  delay?: number;
}

/** Spec §3 Sequence, what the runner executes; steps are keyed by builder node id. */
export interface Sequence {
  id: string;
  name: string;
  description: string;
  initialStep: string;
  autoRun: true;
  defaultDelay: number;
  steps: Record<string, SequenceStep>;
}
