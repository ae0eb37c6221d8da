import { validateSequence } from '@outflow/domain';
import { toSequenceEdge } from '../campaign-payload';
import { messageKindOf, validateActionDraft } from './action-editor/action-draft';
import type { BuilderEdge, BuilderNode } from './builder-graph';

export type SequenceCheck =
  | { ok: true }
  /** The graph itself is wrong: the 'Sequence Validation Required' dialog lists why. */
  | { ok: false; validationErrors: string[] }
  /** A message or AI action has nothing to send: its toast, and the node to open. */
  | { ok: false; nodeId: string; toast: string };

/**
 * What Next (and Launch) checks before leaving the builder: the graph with the domain's
 * validateSequence, the same rules the server applies, then every message action as the action
 * editor would save it, so a freshly dropped, never opened 'Send Message' cannot go out empty.
 */
export function checkSequence(nodes: readonly BuilderNode[], edges: readonly BuilderEdge[]): SequenceCheck {
  const validation = validateSequence(nodes, edges.map(toSequenceEdge));
  if (!validation.valid) return { ok: false, validationErrors: validation.errors };
  for (const node of nodes) {
    const kind = messageKindOf(node.data.type);
    if (!kind) continue;
    const result = validateActionDraft(kind, node.data.params);
    if (!result.valid && result.toast) return { ok: false, nodeId: node.id, toast: result.toast };
  }
  return { ok: true };
}
