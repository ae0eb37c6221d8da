import { useEffect, useState } from 'react';
import { Box, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import {
  connectionWaitDays,
  connectionWaitMode,
  connectionWaitOutcome,
  connectionWaitParams,
  DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS,
  MAX_WAIT_FOR_ACCEPTANCE_DAYS,
  MIN_WAIT_FOR_ACCEPTANCE_DAYS,
  type ConnectionWaitMode,
  type SequenceNodeParams,
} from '@outflow/domain';
import type { EditDialogProps } from '../../../layout/editor-props';
import { FormDialog } from '../../../layout/FormDialog';

/** Spec §4: after an invitation, wait until accepted, stop after N days (1 to 60), or withdraw. */
export const ConnectionWaitDialog = ({
  open,
  value: params,
  onSave,
  onCancel,
}: EditDialogProps<SequenceNodeParams>) => {
  const [mode, setMode] = useState<ConnectionWaitMode>('wait');
  const [days, setDays] = useState(DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS);
  const [daysText, setDaysText] = useState(String(DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS));

  useEffect(() => {
    if (!open) return;
    const stored = params.waitPeriod ?? DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS;
    setMode(connectionWaitMode(params));
    setDays(stored);
    setDaysText(String(stored));
  }, [open, params]);

  return (
    <FormDialog
      open={open}
      title="Connection wait condition"
      submitLabel="Apply"
      onSubmit={() => onSave(connectionWaitParams(mode, days))}
      onCancel={onCancel}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        What happens after the invitation is sent?
      </Typography>
      <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as ConnectionWaitMode)}>
        <FormControlLabel value="wait" control={<Radio />} label="Wait until accepted (recommended)" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <FormControlLabel
            value="stop"
            control={<Radio />}
            label="Stop processing if not accepted within"
            sx={{ mr: 0 }}
          />
          <TextField
            size="small"
            type="number"
            disabled={mode !== 'stop'}
            value={daysText}
            onChange={(event) => {
              setDaysText(event.target.value);
              setDays((previous) => connectionWaitDays(previous, event.target.value));
            }}
            onBlur={() => setDaysText(String(days))}
            slotProps={{
              htmlInput: {
                min: MIN_WAIT_FOR_ACCEPTANCE_DAYS,
                max: MAX_WAIT_FOR_ACCEPTANCE_DAYS,
                'aria-label': 'Days to wait',
              },
            }}
            sx={{ width: 90, m: 0 }}
          />
          <Typography>days</Typography>
        </Box>
        <FormControlLabel value="withdraw" control={<Radio />} label="Withdraw the invitation if not accepted" />
      </RadioGroup>
      <Typography variant="body2" role="status" data-testid="connection-wait-outcome" sx={{ mt: 1 }}>
        {connectionWaitOutcome(mode, days)}
      </Typography>
    </FormDialog>
  );
};
