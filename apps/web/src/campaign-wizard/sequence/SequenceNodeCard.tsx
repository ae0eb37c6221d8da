import { Box, Chip, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { BuilderNode } from './builder-graph';
import { EDGE_COLOURS } from './builder-edges';
import { isConditionalNode } from './builder-nodes';
import { nodePreviews } from './node-previews';
import { NODE_ICONS } from './node-icons';
import { useSequenceCanvasActions } from './sequence-canvas-actions';

const HANDLE = { width: 10, height: 10 };

/**
 * On a touch screen a 10 px dot cannot be hit with a finger: each handle (and the step's ×) takes
 * touches over 44 × 44 px around it, while it still looks the same.
 */
const FINGER_SIZED = {
  '@media (pointer: coarse)': {
    '& .react-flow__handle::before, & .step-delete::before': {
      content: '""',
      position: 'absolute',
      width: 44,
      height: 44,
      left: '50%',
      top: '50%',
      transform: 'translate(-50%, -50%)',
    },
  },
};

/** A step on the canvas: icon, label, note and URL previews, a × that deletes it; conditional steps leave by a true and a false handle. */
export const SequenceNodeCard = ({ id, data, selected }: NodeProps<BuilderNode>) => {
  const { deleteNode } = useSequenceCanvasActions();
  const { note, url } = nodePreviews(data);
  const conditional = isConditionalNode(data.type);
  return (
    <Box
      data-node-type={data.type}
      sx={{
        width: 200,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        pb: conditional ? 2 : 1,
        boxShadow: 1,
        cursor: 'pointer',
        ...FINGER_SIZED,
      }}
    >
      <Handle type="target" position={Position.Top} style={HANDLE} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
        {NODE_ICONS[data.type]}
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary', flexGrow: 1 }}>
          {data.label}
        </Typography>
        {data.params.isAI && (
          <Chip label="AI" size="small" color="primary" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
        )}
        <IconButton
          className="nodrag step-delete"
          size="small"
          title="Delete this step"
          aria-label={`Delete step ${data.label}`}
          onClick={(event) => {
            // The click would also open the step's editor.
            event.stopPropagation();
            deleteNode(id);
          }}
          sx={{ width: 22, height: 22, p: 0, mr: -0.75, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
        >
          <CloseIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </Box>
      {note && (
        <Typography variant="caption" component="p" color="text.secondary" noWrap data-testid="node-note-preview">
          {note}
        </Typography>
      )}
      {url && (
        <Typography variant="caption" component="p" color="text.secondary" noWrap sx={{ fontFamily: 'monospace' }}>
          {url}
        </Typography>
      )}
      {conditional ? (
        <>
          <Handle
            type="source"
            id="true"
            position={Position.Bottom}
            style={{ ...HANDLE, left: '28%', background: EDGE_COLOURS.green }}
          />
          <Handle
            type="source"
            id="false"
            position={Position.Bottom}
            style={{ ...HANDLE, left: '72%', background: EDGE_COLOURS.red }}
          />
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              bottom: 2,
              left: '28%',
              transform: 'translateX(-50%)',
              fontSize: 10,
              color: EDGE_COLOURS.green,
            }}
          >
            Yes
          </Typography>
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              bottom: 2,
              left: '72%',
              transform: 'translateX(-50%)',
              fontSize: 10,
              color: EDGE_COLOURS.red,
            }}
          >
            No
          </Typography>
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} style={HANDLE} />
      )}
    </Box>
  );
};
