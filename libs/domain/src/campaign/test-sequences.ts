import type { SequenceEdge, SequenceNode, SequenceNodeType } from '../sequence/sequence-graph';

/** Builder graphs for the campaign tests: nodes in the spec's shape, edges with an explicit delay. */
export const node = (
  id: string,
  type: SequenceNodeType,
  params: SequenceNode['data']['params'] = {},
): SequenceNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params },
});

export const edge = (source: string, target: string, delay: number, sourceHandle?: 'true' | 'false'): SequenceEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: sourceHandle ?? null,
  type: 'custom',
  data: { delay },
});
