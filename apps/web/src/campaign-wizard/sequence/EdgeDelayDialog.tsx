import { useEffect, useState } from 'react';
import { Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { EDGE_DELAY_MAX_DIGITS, edgeDelayForInput, readEdgeDelayInput, type EdgeDelayUnit } from '@outflow/domain';
import type { EditDialogProps } from '../../layout/editor-props';
import { FormDialog } from '../../layout/FormDialog';

/** Spec §5 "Edge delay input": how long to wait before the next step, in days or hours, two digits at most. */
export const EdgeDelayDialog = ({
  open,
  value: delay,
  onSave,
  onCancel,
}: EditDialogProps<number | undefined, number>) => {
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<EdgeDelayUnit>('days');

  useEffect(() => {
    if (!open) return;
    const shown = edgeDelayForInput(delay ?? 0);
    setText(shown.text);
    setUnit(shown.unit);
  }, [open, delay]);

  const input = readEdgeDelayInput(text, unit);
  const save = () => {
    if (input.ok) onSave(input.ms);
  };

  return (
    <FormDialog
      open={open}
      title="Delay before the next step"
      submitLabel="Save"
      submitDisabled={!input.ok}
      onSubmit={save}
      onCancel={onCancel}
      maxWidth="xs"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        How long to wait after this step before the next one runs.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          autoFocus
          label="Delay"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          error={!input.ok}
          helperText={input.ok ? ' ' : input.error}
          slotProps={{ htmlInput: { maxLength: EDGE_DELAY_MAX_DIGITS, inputMode: 'numeric', 'aria-label': 'Delay' } }}
          sx={{ width: 140, m: 0 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          onChange={(_event, value: EdgeDelayUnit | null) => value && setUnit(value)}
          sx={{ mt: 1 }}
        >
          <ToggleButton value="days">Days</ToggleButton>
          <ToggleButton value="hours">Hours</ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </FormDialog>
  );
};
