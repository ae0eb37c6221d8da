import { Box, Typography } from '@mui/material';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { SequenceNodeType, TargetStatus } from '@outflow/domain';
import { NODE_ICONS } from '../campaign-wizard/sequence/node-icons';
import { stepTotals } from './lead-row-view';

export type StepCountData = {
  label: string;
  type: SequenceNodeType;
  counts: Readonly<Record<TargetStatus, number>> | undefined;
  selected: boolean;
  conditional: boolean;
};

export type StepCountFlowNode = Node<StepCountData, 'step'>;

const HIDDEN_HANDLE = { opacity: 0, width: 1, height: 1 };

/** A step of the sequence, read-only: how many leads are at it now and how many ended there. */
export const StepCountNode = ({ data }: NodeProps<StepCountFlowNode>) => {
  const { here, ended } = stepTotals(data.counts);
  return (
    <Box
      data-testid="step-node"
      data-step-here={here}
      sx={{
        width: 200,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: data.selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        boxShadow: 1,
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Top} style={HIDDEN_HANDLE} isConnectable={false} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
        {NODE_ICONS[data.type]}
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary', flexGrow: 1 }} noWrap>
          {data.label}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5, '& > *': { whiteSpace: 'nowrap' } }}>
        <Typography variant="caption" color={here > 0 ? 'primary.main' : 'text.secondary'} sx={{ fontWeight: 700 }}>
          {here} here
        </Typography>
        {data.counts && data.counts.awaiting > 0 && (
          <Typography variant="caption" color="warning.main">
            {data.counts.awaiting} awaiting
          </Typography>
        )}
        {ended > 0 && (
          <Typography variant="caption" color="text.secondary">
            {ended} ended here
          </Typography>
        )}
      </Box>
      {data.conditional ? (
        <>
          <Handle
            type="source"
            id="true"
            position={Position.Bottom}
            style={{ ...HIDDEN_HANDLE, left: '28%' }}
            isConnectable={false}
          />
          <Handle
            type="source"
            id="false"
            position={Position.Bottom}
            style={{ ...HIDDEN_HANDLE, left: '72%' }}
            isConnectable={false}
          />
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} style={HIDDEN_HANDLE} isConnectable={false} />
      )}
    </Box>
  );
};
