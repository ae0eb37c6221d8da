import { Box } from '@mui/material';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import type { BuilderEdge } from './builder-graph';
import { delayCaption } from './builder-edges';
import { useSequenceCanvasActions } from './sequence-canvas-actions';

/** An edge in its colour, labelled with its outcome and its delay; the label opens the delay dialog. */
export const SequenceEdgeLine = ({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, style, markerEnd, label, data }: EdgeProps<BuilderEdge>) => {
  const { openEdge } = useSequenceCanvasActions();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const caption = delayCaption(data?.delay);
  const colour = typeof style?.stroke === 'string' ? style.stroke : undefined;
  return (
    <>
      <BaseEdge id={id} path={path} style={style} markerEnd={markerEnd} />
      <EdgeLabelRenderer>
        <Box
          component="button"
          type="button"
          className="nodrag nopan"
          title="Change the delay"
          aria-label={`${typeof label === 'string' ? `${label}, ` : ''}delay ${caption}`}
          onClick={() => openEdge(id)}
          sx={{
            position: 'absolute',
            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
            pointerEvents: 'all',
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
          {typeof label === 'string' ? `${label} · ${caption}` : caption}
        </Box>
      </EdgeLabelRenderer>
    </>
  );
};
