/**
 * The sandbox's answers as its integration suites read them. The Unipile answers are declared once
 * with the adapter's (libs/linkedin's test kit); only the control API's own answers live here.
 */
import type { Items, SandboxDelivery } from '../../../../libs/linkedin/src/testing/unipile-answer-types';
import type { ActionEntry } from '../network/action-log';

export type * from '../../../../libs/linkedin/src/testing/unipile-answer-types';

export interface SandboxClock {
  now: string;
  nowMs: number;
  speed: number;
}
/** `GET /control/actions`: the action log's entries. */
export type ActionList = Items<ActionEntry>;
export type DeliveryList = Items<SandboxDelivery>;
export interface SandboxFaults {
  latencyMs: number;
  latencyMaxMs: number;
  restricted: string[];
  disconnected: string[];
}
export type { Behaviour as SandboxBehaviour } from '../db/sandbox-settings';
