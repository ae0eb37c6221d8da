import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import { FormDialog } from './FormDialog';

/**
 * A value shown to be copied (an API key, a signing secret, an invitation link): read-only in a
 * field, copied to the clipboard by the dialog's button, which closes it. Open while `value` is set.
 */
export const CopyValueDialog = ({
  value,
  title,
  label,
  submitLabel = 'Copy and close',
  helperText,
  onClose,
  children,
}: {
  value: string | null;
  title: string;
  label: string;
  submitLabel?: string;
  helperText?: string;
  onClose: () => void;
  /** What to say above the field (that it is shown once, who it is for). */
  children: ReactNode;
}) => (
  <FormDialog
    open={value !== null}
    title={title}
    submitLabel={submitLabel}
    onSubmit={() => {
      void navigator.clipboard?.writeText(value ?? '').catch(() => undefined);
      onClose();
    }}
    onCancel={onClose}
  >
    {children}
    <TextField
      fullWidth
      label={label}
      value={value ?? ''}
      helperText={helperText}
      slotProps={{ input: { readOnly: true } }}
    />
  </FormDialog>
);
