import type { DragEvent } from 'react';
import { Box, Typography } from '@mui/material';
import type { PaletteEntry } from '@outflow/domain';
import { NODE_ICONS } from './node-icons';

/** The drag payload's type: the canvas only accepts drops that carry it. */
export const PALETTE_DRAG_TYPE = 'application/outflow-sequence-node';

/** A palette item: drag it onto the canvas, or click it to add it there. */
export const PaletteItem = ({ entry, onAdd }: { entry: PaletteEntry; onAdd: () => void }) => {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PALETTE_DRAG_TYPE, entry.type);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Box
      role="button"
      tabIndex={0}
      draggable
      onDragStart={onDragStart}
      onClick={onAdd}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onAdd();
        }
      }}
      title="Drag onto the canvas, or click to add"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.25,
        mb: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        cursor: 'grab',
        color: 'primary.main',
        '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
      }}
    >
      {NODE_ICONS[entry.type]}
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {entry.label}
      </Typography>
    </Box>
  );
};
