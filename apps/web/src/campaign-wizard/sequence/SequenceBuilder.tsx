import { useCallback, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import type { SequenceNodeType } from '@outflow/domain';
import { ActionEditorDialog } from './action-editor/ActionEditorDialog';
import { EdgeDelayDialog } from './EdgeDelayDialog';
import { SequenceCanvas, snapToGrid } from './SequenceCanvas';
import { SequenceCanvasActionsContext } from './sequence-canvas-actions';
import { SequencePalette } from './SequencePalette';
import type { SequenceGraph } from './useSequenceGraph';

interface SequenceBuilderProps {
  graph: SequenceGraph;
  /** The node whose editor is open; the step opens it too when Next finds it empty. */
  editingNodeId: string | null;
  onEditNode: (id: string | null) => void;
}

/** Palette and canvas side by side, with the step and delay dialogs they open. */
export const SequenceBuilder = ({ graph, editingNodeId, onEditNode }: SequenceBuilderProps) => {
  const { screenToFlowPosition } = useReactFlow();
  const canvasBox = useRef<HTMLDivElement>(null);
  const [editingEdgeId, setEditingEdgeId] = useState<string | null>(null);
  const editingNode = graph.nodes.find((node) => node.id === editingNodeId) ?? null;
  const editingEdge = graph.edges.find((edge) => edge.id === editingEdgeId);

  // A clicked palette item lands in view, each one below the last, so a sequence can be built without dragging.
  const place = (type: SequenceNodeType) => {
    const box = canvasBox.current?.getBoundingClientRect();
    if (!box) return;
    const point = screenToFlowPosition({
      x: box.left + box.width / 2 - 100,
      y: box.top + 30 + (graph.nodes.length % 5) * 120,
    });
    graph.addNode(type, { x: snapToGrid(point.x), y: snapToGrid(point.y) });
  };

  const openEdge = useCallback((id: string) => setEditingEdgeId(id), []);
  const { removeEdge, removeNode } = graph;
  const actions = useMemo(
    () => ({ openEdge, deleteEdge: removeEdge, deleteNode: removeNode }),
    [openEdge, removeEdge, removeNode],
  );

  return (
    <SequenceCanvasActionsContext.Provider value={actions}>
      {/* On a phone the palette sits above the canvas. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          height: { xs: 'auto', sm: 'calc(100vh - 280px)' },
          minHeight: 520,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          '& > .sequence-canvas': { minHeight: { xs: 440, sm: 0 } },
        }}
      >
        <SequencePalette onAdd={place} />
        <SequenceCanvas
          graph={graph}
          boxRef={canvasBox}
          onNodeOpen={(node) => onEditNode(node.id)}
          onEdgeOpen={openEdge}
        />
      </Box>
      <ActionEditorDialog
        node={editingNode}
        onClose={() => onEditNode(null)}
        onDelete={(id) => {
          graph.removeNode(id);
          onEditNode(null);
        }}
        onSave={(id, params) => {
          graph.updateParams(id, params);
          onEditNode(null);
        }}
      />
      <EdgeDelayDialog
        open={editingEdge !== undefined}
        value={editingEdge?.data?.delay}
        onCancel={() => setEditingEdgeId(null)}
        onSave={(delay) => {
          if (editingEdgeId) graph.setEdgeDelay(editingEdgeId, delay);
          setEditingEdgeId(null);
        }}
      />
    </SequenceCanvasActionsContext.Provider>
  );
};
