import { useState } from 'react';
import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ReactFlowProvider } from '@xyflow/react';
import toast from 'react-hot-toast';
import { checkSequence } from './check-sequence';
import { SequenceBuilder } from './SequenceBuilder';
import { SequenceValidationDialog } from './SequenceValidationDialog';
import type { SequenceGraph } from './useSequenceGraph';

interface SequenceStepProps {
  graph: SequenceGraph;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: draw the sequence; Next goes on only with a sequence the runner can walk. */
export const SequenceStep = ({ graph, onBack, onNext }: SequenceStepProps) => {
  const [validationErrors, setValidationErrors] = useState<string[] | null>(null);
  const [editingNodeId, setEditingNodeId] = useState<string | null>(null);

  const next = () => {
    const check = checkSequence(graph.nodes, graph.edges);
    if (check.ok) {
      onNext();
    } else if ('validationErrors' in check) {
      setValidationErrors(check.validationErrors);
    } else {
      toast.error(check.toast, { id: check.toast });
      setEditingNodeId(check.nodeId);
    }
  };

  return (
    <ReactFlowProvider>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" onClick={next}>
          Next
        </Button>
      </Box>
      <SequenceBuilder graph={graph} editingNodeId={editingNodeId} onEditNode={setEditingNodeId} />
      <SequenceValidationDialog errors={validationErrors} onClose={() => setValidationErrors(null)} />
    </ReactFlowProvider>
  );
};
