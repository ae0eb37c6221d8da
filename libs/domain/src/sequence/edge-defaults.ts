import { DEFAULT_EDGE_DELAY_MS, type SequenceEdgeStatus, type SequenceNodeType } from './sequence-graph';

export type EdgeColour = 'green' | 'red' | 'orange' | 'blue' | 'grey';

/** What a freshly drawn edge starts with; the UI maps the colour onto its style. */
export interface EdgeDefaults {
  label?: string;
  status?: SequenceEdgeStatus;
  colour: EdgeColour;
  delay: number;
}

/**
 * Spec §4 "Edge creation defaults": the label, status and colour follow the source node and the
 * handle the edge leaves from, so a branch reads as its outcome on the canvas. Every new edge
 * waits one day.
 */
export function edgeDefaults(sourceType: SequenceNodeType, sourceHandle?: string | null): EdgeDefaults {
  const delay = DEFAULT_EDGE_DELAY_MS;
  if (sourceType === 'check-connection' && sourceHandle === 'true') {
    return { label: 'Connected', status: 'accepted', colour: 'green', delay };
  }
  if (sourceType === 'check-connection' && sourceHandle === 'false') {
    return { label: 'Not Connected', status: 'not-accepted', colour: 'red', delay };
  }
  if (sourceType === 'send-connection') {
    // The spec names no label for these; the status alone tells the branches apart.
    if (sourceHandle === 'true') return { status: 'accepted', colour: 'green', delay };
    if (sourceHandle === 'false') return { status: 'not-accepted', colour: 'red', delay };
    return { status: 'not-accepted', colour: 'orange', delay };
  }
  if (sourceType === 'send-message' || sourceType === 'send-inmail') {
    return { label: 'Message sent', status: 'not-responded', colour: 'blue', delay };
  }
  return { label: 'Next', colour: 'grey', delay };
}
