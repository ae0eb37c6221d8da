import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import toast from 'react-hot-toast';
import { useBusy } from '../hooks/useBusy';
import { FormDialog } from '../layout/FormDialog';
import { refusal } from '../settings/integrations-api';
import { addedText, addToDoNotContact, type DoNotContactInput } from './do-not-contact-api';

interface StopContactingDialogProps {
  open: boolean;
  /** Who is stopped, in words: "Ada Lovelace", "3 leads". */
  who: string;
  input: DoNotContactInput;
  onCancel: () => void;
  onDone: () => void;
}

/**
 * "Stop contacting": asks once, then puts the people on the Do-Not-Contact list, which ends their
 * open sequences in every campaign at once and keeps them out of new ones.
 */
export const StopContactingDialog = ({ open, who, input, onCancel, onDone }: StopContactingDialogProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useBusy();
  const submit = () =>
    run(async () => {
      try {
        toast.success(addedText(await addToDoNotContact(input, reason)));
        setReason('');
        setError(null);
        onDone();
      } catch (e) {
        setError(refusal(e, 'Failed to add to the Do-Not-Contact list'));
      }
    });
  return (
    <FormDialog
      open={open}
      title={`Stop contacting ${who}?`}
      submitLabel="Stop contacting"
      submitDisabled={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant="body2" paragraph>
        They go on the Do-Not-Contact list: every open sequence of theirs stops at once, in every campaign, and no
        campaign takes them again until they are removed from the list (Settings → Do-Not-Contact).
      </Typography>
      <TextField
        fullWidth
        label="Reason (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText="Shown beside the entry, e.g. Existing customer"
      />
    </FormDialog>
  );
};
