import { canProviderPerform } from './provider-action';
import type { SequenceNodeType } from './sequence-graph';

export interface PaletteEntry {
  type: SequenceNodeType;
  label: string;
  group: 'action' | 'condition' | 'flow';
}

/**
 * Spec §2's three actions and one condition, then more of LinkedIn (each counted against its own
 * daily limit), and the flow steps (an explicit wait, an end). The builder offers only those the
 * LinkedIn provider can perform (offeredPalette below).
 */
export const PALETTE: readonly PaletteEntry[] = [
  { type: 'send-connection', label: 'Send Connection', group: 'action' },
  { type: 'send-message', label: 'Send Message', group: 'action' },
  { type: 'view-profile', label: 'View Profile', group: 'action' },
  { type: 'like-post', label: 'Like a Recent Post', group: 'action' },
  { type: 'endorse-skill', label: 'Endorse Skills', group: 'action' },
  { type: 'follow-profile', label: 'Follow', group: 'action' },
  { type: 'send-inmail', label: 'Send InMail', group: 'action' },
  { type: 'check-connection', label: 'Check Connection', group: 'condition' },
  { type: 'delay', label: 'Delay', group: 'flow' },
  { type: 'end-sequence', label: 'End', group: 'flow' },
];

/**
 * The palette entries the builder offers, given what the LinkedIn provider can do (the actions of
 * `GET /api/linkedin/capabilities`): a step that asks the provider for an action it lacks is left
 * out; steps that ask nothing of it (delay, end) always stay. Generic over the entry type, so any
 * palette (today's, or one with Like/Endorse/Follow/InMail items) plugs in. Until the answer is
 * known (`null`), every entry is offered: the server refuses a step it cannot perform anyway.
 */
export function offeredPalette<T extends { readonly type: string }>(
  entries: readonly T[],
  supported: ReadonlySet<string> | null,
): T[] {
  return supported === null ? [...entries] : entries.filter((entry) => canProviderPerform(entry.type, supported));
}
