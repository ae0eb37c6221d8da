import type { SequenceEdge, SequenceNode } from './sequence-graph';

/** Spec §5: the exact texts; the validation dialog matches on them to translate. */
export const SEQUENCE_ERRORS = {
  noNodes: 'Sequence must have at least one node',
  noEdges: 'Nodes must be connected with edges',
  noValidEdges: 'Nodes must be connected with valid edges',
  noStart: 'Sequence must have a clear starting point (a node with no incoming connections)',
  multipleStarts: 'Sequence should have only one starting point, found multiple nodes with no incoming connections',
  cycle: 'Sequence contains a cycle, which is not allowed',
} as const;

export interface SequenceValidation<E extends SequenceEdge = SequenceEdge> {
  valid: boolean;
  errors: string[];
  /** The edges whose both ends exist; dangling ones are dropped. */
  edges: E[];
}

/** Edges whose source and target both name a node (spec §5 drops the others). */
function keepConnectedEdges<E extends SequenceEdge>(
  nodes: readonly Pick<SequenceNode, 'id'>[],
  edges: readonly E[],
): E[] {
  const ids = new Set(nodes.map((node) => node.id));
  return edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
}

/** Nodes nobody points at, in node order: the candidates for the first step. */
export function startNodes<N extends Pick<SequenceNode, 'id'>>(
  nodes: readonly N[],
  edges: readonly SequenceEdge[],
): N[] {
  const targets = new Set(edges.map((edge) => edge.target));
  return nodes.filter((node) => !targets.has(node.id));
}

/**
 * Spec §5 checks before a campaign is created. A missing graph (no nodes, no edges, no valid edges)
 * stops at that one error; otherwise the start-point and cycle errors are all reported, because
 * the dialog lists each problem the user has to fix.
 */
export function validateSequence<E extends SequenceEdge>(
  nodes: readonly Pick<SequenceNode, 'id'>[],
  edges: readonly E[],
): SequenceValidation<E> {
  const kept = keepConnectedEdges(nodes, edges);
  const fail = (...errors: string[]) => ({ valid: errors.length === 0, errors, edges: kept });

  if (nodes.length === 0) return fail(SEQUENCE_ERRORS.noNodes);
  if (nodes.length > 1 && edges.length === 0) return fail(SEQUENCE_ERRORS.noEdges);
  if (nodes.length > 1 && kept.length === 0) return fail(SEQUENCE_ERRORS.noValidEdges);

  const errors: string[] = [];
  const starts = startNodes(nodes, kept).length;
  if (starts === 0) errors.push(SEQUENCE_ERRORS.noStart);
  if (starts > 1) errors.push(SEQUENCE_ERRORS.multipleStarts);
  if (hasCycle(nodes, kept)) errors.push(SEQUENCE_ERRORS.cycle);
  return fail(...errors);
}

/** Joined with '; ' because one of the messages itself contains a comma. */
export function invalidSequenceMessage(errors: readonly string[]): string {
  return `Invalid sequence: ${errors.join('; ')}`;
}

/**
 * Kahn's algorithm over the whole graph: a cycle anywhere is refused, even one unreachable from
 * the start, because every node becomes a step and a loop would never let a lead finish.
 */
function hasCycle(nodes: readonly Pick<SequenceNode, 'id'>[], edges: readonly SequenceEdge[]): boolean {
  const incoming = new Map(nodes.map((node) => [node.id, 0]));
  const outgoing = new Map<string, string[]>();
  for (const edge of edges) {
    incoming.set(edge.target, (incoming.get(edge.target) ?? 0) + 1);
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target]);
  }
  const ready = [...incoming].filter(([, count]) => count === 0).map(([id]) => id);
  let visited = 0;
  while (ready.length > 0) {
    const id = ready.pop() as string;
    visited += 1;
    for (const target of outgoing.get(id) ?? []) {
      const left = (incoming.get(target) ?? 0) - 1;
      incoming.set(target, left);
      if (left === 0) ready.push(target);
    }
  }
  return visited < incoming.size;
}
