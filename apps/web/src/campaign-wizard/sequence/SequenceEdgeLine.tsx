import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import type { BuilderEdge } from './builder-graph';
import { delayCaption } from './builder-edges';
import { useSequenceCanvasActions } from './sequence-canvas-actions';

/** An edge in its colour, labelled with its outcome and its delay; the label opens the delay dialog, the × beside it deletes the edge. */
export const SequenceEdgeLine = ({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  style,
  markerEnd,
  label,
  data,
}: EdgeProps<BuilderEdge>) => {
  const { openEdge, deleteEdge } = useSequenceCanvasActions();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const caption = delayCaption(data?.delay);
  const colour = typeof style?.stroke === 'string' ? style.stroke : undefined;
  const name = typeof label === 'string' ? label : null;
  return (
    <>
      <BaseEdge id={id} path={path} style={style} markerEnd={markerEnd} />
      <EdgeLabelRenderer>
        <Box
          className="nodrag nopan"
          sx={{
            position: 'absolute',
            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
            pointerEvents: 'all',
            // Above the steps (which React Flow draws after the labels): a step dragged over the
            // label must not hide the edge's delete button, or the edge could not be removed.
            zIndex: 1001,
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
          }}
        >
          <Box
            component="button"
            type="button"
            title="Change the delay"
            aria-label={`${name ? `${name}, ` : ''}delay ${caption}`}
            onClick={() => openEdge(id)}
            sx={{
              border: 1,
              borderColor: colour ?? 'divider',
              color: colour ?? 'text.secondary',
              bgcolor: 'background.paper',
              borderRadius: 4,
              px: 1,
              py: 0.25,
              fontSize: 11,
              fontFamily: 'inherit',
              cursor: 'pointer',
              whiteSpace: 'nowrap',
            }}
          >
            {name ? `${name} · ${caption}` : caption}
          </Box>
          <IconButton
            size="small"
            title="Delete this connection"
            aria-label={`Delete the connection${name ? ` ${name}` : ''}`}
            onClick={() => deleteEdge(id)}
            sx={{
              width: 20,
              height: 20,
              p: 0,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'error.main', color: 'error.contrastText' },
            }}
          >
            <CloseIcon sx={{ fontSize: 14 }} />
          </IconButton>
        </Box>
      </EdgeLabelRenderer>
    </>
  );
};
