import { edgeDefaults, edgeDelayForInput, type EdgeColour, type SequenceNodeType } from '@outflow/domain';
import type { BuilderEdge } from './builder-graph';

/** The spec's edge colours (§4) on the app's palette. */
export const EDGE_COLOURS: Readonly<Record<EdgeColour, string>> = {
  green: '#2e7d32',
  red: '#d32f2f',
  orange: '#ed6c02',
  blue: '#0a66c2',
  grey: '#8a94a6',
};

export interface NewConnection {
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}

/** A freshly drawn edge with the domain's defaults for its source node and handle (spec §4). */
export function createBuilderEdge(connection: NewConnection, sourceType: SequenceNodeType, now: number): BuilderEdge {
  const sourceHandle = connection.sourceHandle ?? null;
  const defaults = edgeDefaults(sourceType, sourceHandle);
  return {
    id: `${connection.source}-${connection.target}-${now}`,
    source: connection.source,
    target: connection.target,
    sourceHandle,
    targetHandle: connection.targetHandle ?? null,
    type: 'custom',
    ...(defaults.label === undefined ? {} : { label: defaults.label }),
    style: { stroke: EDGE_COLOURS[defaults.colour], strokeWidth: 2 },
    markerEnd: { type: 'arrowclosed', color: EDGE_COLOURS[defaults.colour] },
    className: `sequence-edge sequence-edge-${defaults.colour}`,
    data:
      defaults.status === undefined ? { delay: defaults.delay } : { delay: defaults.delay, status: defaults.status },
  };
}

/** The wait an edge shows on the canvas: '1 day', '12 hours', 'No delay'. */
export function delayCaption(ms: number | undefined): string {
  if (ms === undefined || ms <= 0) return 'No delay';
  const { text, unit } = edgeDelayForInput(ms);
  const amount = Number(text);
  const noun = unit === 'days' ? 'day' : 'hour';
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

export function withDelay(edge: BuilderEdge, delay: number): BuilderEdge {
  return { ...edge, data: { ...edge.data, delay } };
}
