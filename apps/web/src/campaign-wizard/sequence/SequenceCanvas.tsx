import { useCallback, type DragEvent, type RefObject } from 'react';
import { Box } from '@mui/material';
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { SEQUENCE_NODE_TYPES, type SequenceNodeType } from '@outflow/domain';
import { usePhoneLayout } from '../../hooks/usePhoneLayout';
import type { BuilderNode } from './builder-graph';
import { PALETTE_DRAG_TYPE } from './PaletteItem';
import { SequenceEdgeLine } from './SequenceEdgeLine';
import { SequenceNodeCard } from './SequenceNodeCard';
import type { SequenceGraph } from './useSequenceGraph';

/** Spec §9: snap grid 15, zoom 0.5 to 2, minimap 200x150. */
const GRID = 15;
const SNAP_GRID: [number, number] = [GRID, GRID];

// Every node type draws with the same card, so an unknown type still falls back to it.
const NODE_TYPES: NodeTypes = Object.fromEntries(SEQUENCE_NODE_TYPES.map((type) => [type, SequenceNodeCard]));
const EDGE_TYPES: EdgeTypes = { custom: SequenceEdgeLine, default: SequenceEdgeLine };

export const snapToGrid = (value: number) => Math.round(value / GRID) * GRID;

interface SequenceCanvasProps {
  graph: SequenceGraph;
  onNodeOpen: (node: BuilderNode) => void;
  onEdgeOpen: (edgeId: string) => void;
  /** The drawing area's box, which the builder places clicked palette items in. */
  boxRef: RefObject<HTMLDivElement | null>;
}

/** The drawing area: drop palette items, connect handles, zoom, minimap, dotted background. */
export const SequenceCanvas = ({ graph, onNodeOpen, onEdgeOpen, boxRef }: SequenceCanvasProps) => {
  const { screenToFlowPosition } = useReactFlow();
  const phone = usePhoneLayout();
  const { nodes, edges, addNode } = graph;

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(PALETTE_DRAG_TYPE) as SequenceNodeType;
      if (!SEQUENCE_NODE_TYPES.includes(type)) return;
      event.preventDefault();
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      // The card's top centre lands under the pointer.
      addNode(type, { x: snapToGrid(point.x - 100), y: snapToGrid(point.y - 20) });
    },
    [addNode, screenToFlowPosition],
  );

  return (
    <Box
      ref={boxRef}
      className="sequence-canvas"
      sx={{ flexGrow: 1, minWidth: 0, height: { xs: 440, sm: '100%' } }}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <ReactFlow<BuilderNode, (typeof edges)[number]>
        nodes={nodes}
        edges={edges}
        onNodesChange={graph.onNodesChange}
        onEdgesChange={graph.onEdgesChange}
        onConnect={graph.connect}
        isValidConnection={(connection) => connection.source !== connection.target}
        onNodeClick={(_event, node) => onNodeOpen(node)}
        onEdgeClick={(_event, edge) => onEdgeOpen(edge.id)}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        snapToGrid
        snapGrid={SNAP_GRID}
        minZoom={0.5}
        maxZoom={2}
        defaultViewport={{ x: 0, y: 0, zoom: 1 }}
        deleteKeyCode={['Backspace', 'Delete']}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID} size={1.5} />
        <Controls />
        {/* On a phone the minimap would cover half the canvas. */}
        {!phone && <MiniMap style={{ width: 200, height: 150 }} pannable zoomable />}
      </ReactFlow>
    </Box>
  );
};
