import { useMemo } from 'react';
import { Box } from '@mui/material';
import {
  Background,
  BackgroundVariant,
  Controls,
  ReactFlow,
  type Edge,
  type NodeTypes,
  type ReactFlowProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { edgeDefaults, type CampaignSummary, type StepCounts } from '@outflow/domain';
import { delayCaption, EDGE_COLOURS } from '../campaign-wizard/sequence/builder-edges';
import { isConditionalNode } from '../campaign-wizard/sequence/builder-nodes';
import { StepCountNode, type StepCountFlowNode } from './StepCountNode';

const NODE_TYPES: NodeTypes = { step: StepCountNode };

/** A drawing to look at, not to edit: nothing moves, connects or takes focus, and it fits its box. */
const READ_ONLY_VIEW = {
  nodesDraggable: false,
  nodesConnectable: false,
  edgesFocusable: false,
  fitView: true,
  fitViewOptions: { padding: 0.2 },
  minZoom: 0.3,
  maxZoom: 1.5,
} satisfies Partial<ReactFlowProps>;

interface SequenceFlowProps {
  graph: CampaignSummary['graph'];
  steps: StepCounts;
  selectedStep: string | null;
  onStepClick: (stepId: string) => void;
}

/**
 * The campaign's sequence as it was drawn, read-only (React Flow, as the builder uses it), each step
 * showing how many leads are at it. Loaded on its own chunk: the page's figures and table do not
 * wait for it.
 */
export default function SequenceFlow({ graph, steps, selectedStep, onStepClick }: SequenceFlowProps) {
  const nodes = useMemo<StepCountFlowNode[]>(
    () =>
      graph.nodes.map((n) => ({
        id: n.id,
        type: 'step',
        position: n.position,
        draggable: false,
        connectable: false,
        data: {
          label: n.data?.label || n.type,
          type: n.type,
          counts: steps[n.id],
          selected: n.id === selectedStep,
          conditional: isConditionalNode(n.type),
        },
      })),
    [graph.nodes, steps, selectedStep],
  );
  const edges = useMemo<Edge[]>(() => {
    const typeOf = new Map(graph.nodes.map((n) => [n.id, n.type]));
    return graph.edges.map((e) => {
      const colour = EDGE_COLOURS[edgeDefaults(typeOf.get(e.source) ?? 'view-profile', e.sourceHandle ?? null).colour];
      return {
        id: e.id,
        source: e.source,
        target: e.target,
        sourceHandle: e.sourceHandle ?? null,
        label: delayCaption(e.data?.delay),
        style: { stroke: colour, strokeWidth: 2 },
        markerEnd: { type: 'arrowclosed', color: colour },
      };
    });
  }, [graph]);

  return (
    <Box
      sx={{ height: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
      data-testid="sequence-flow"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodeClick={(_event, node) => onStepClick(node.id)}
        {...READ_ONLY_VIEW}
      >
        <Background variant={BackgroundVariant.Dots} gap={15} size={1.5} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
