import type { MessageVariant } from '../variants/message-variant';

/**
 * The sequence builder's graph as the browser draws it and the API receives it (spec 02 §3),
 * plus the sequence constants of §9. Plain data so both sides can share it.
 */

/** Node types offered by the builder palette (spec §3), in palette order. */
const NODE_TYPES = [
  'check-connection',
  'send-connection',
  'send-message',
  'delay',
  'view-profile',
  'like-post',
  'end-sequence',
  // Beyond the spec's palette: more of LinkedIn, each counted against its own daily limit.
  'endorse-skill',
  'follow-profile',
  'send-inmail',
] as const;

export type SequenceNodeType = (typeof NODE_TYPES)[number];

export const SEQUENCE_NODE_TYPES: readonly SequenceNodeType[] = NODE_TYPES;

/** Params a node may carry; which ones apply depends on the node type (spec §3 "Node params"). */
export interface SequenceNodeParams {
  message?: string;
  /** The alternative tab (spec §2): sent when a variable of the primary message or note is missing for a lead. */
  alternativeMessage?: string;
  note?: string;
  /** An A/B test of the note or the message (2–4); each lead gets one, see variants/variant-assignment.ts. */
  variants?: MessageVariant[];
  isAI?: boolean;
  aiPrompt?: string;
  aiCharLimit?: number;
  waitForAcceptance?: boolean;
  withdrawIfNotAccepted?: boolean;
  /** Days to wait for a connection to be accepted. */
  waitPeriod?: number;
  profileUrl?: string;
  postUrl?: string;
  days?: number;
  hours?: number;
  minutes?: number;
  /** Delay node length in ms, as an alternative to days/hours/minutes. */
  duration?: number;
}

export interface SequenceNodeData {
  type: SequenceNodeType;
  label: string;
  params: SequenceNodeParams;
  delay?: number;
}

/** A builder node; its id is the type plus a timestamp. */
export interface SequenceNode {
  id: string;
  type: SequenceNodeType;
  position: { x: number; y: number };
  data: SequenceNodeData;
}

/** What a branch edge means for the lead, set from the source handle (spec §4). */
export type SequenceEdgeStatus = 'accepted' | 'not-accepted' | 'not-responded';

export interface SequenceEdgeData {
  /** Wait before the target step, in ms. */
  delay?: number;
  status?: SequenceEdgeStatus;
}

/** A builder edge; conditional nodes leave through the 'true' or 'false' handle. */
export interface SequenceEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  type?: 'custom';
  label?: string;
  style?: Record<string, string | number>;
  className?: string;
  data?: SequenceEdgeData;
}

/** Spec §9: default delay between steps, the sequence's defaultDelay. */
export const DEFAULT_STEP_DELAY_MS = 10_000;
/** Spec §9: a new edge waits one day. */
export const DEFAULT_EDGE_DELAY_MS = 86_400_000;
/** Spec §9: wait for connection acceptance, in days. */
export const DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS = 10;
export const MIN_WAIT_FOR_ACCEPTANCE_DAYS = 1;
export const MAX_WAIT_FOR_ACCEPTANCE_DAYS = 60;
/** Spec §9: AI character limits; connection notes are shorter than messages. */
export const DEFAULT_AI_CHAR_LIMIT_CONNECTION = 300;
export const DEFAULT_AI_CHAR_LIMIT_MESSAGE = 500;
export const MIN_AI_CHAR_LIMIT = 100;
export const MAX_AI_CHAR_LIMIT = 2000;
/** Spec §9: LinkedIn's limits on plain text. */
export const MAX_CONNECTION_NOTE_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 5000;
