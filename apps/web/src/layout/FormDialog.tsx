import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The contained button's label: Save, Apply, or what it does. */
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  onSubmit: () => void;
  /** Cancel, Escape and a click outside all close the dialog unchanged. */
  onCancel: () => void;
  maxWidth?: DialogProps['maxWidth'];
  fullWidth?: boolean;
  children: ReactNode;
}

/** The dialog that asks for something: a title, its fields, then Cancel and the button that applies them. */
export const FormDialog = ({
  open,
  title,
  submitLabel,
  submitDisabled,
  onSubmit,
  onCancel,
  maxWidth = 'sm',
  fullWidth = true,
  children,
}: FormDialogProps) => (
  <Dialog open={open} onClose={onCancel} maxWidth={maxWidth} fullWidth={fullWidth}>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>{children}</DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" onClick={onSubmit} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
