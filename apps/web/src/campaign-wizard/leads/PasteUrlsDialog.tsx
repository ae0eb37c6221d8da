import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { checkPastedLeads } from '@outflow/domain';
import { TextArea } from '../../layout/TextArea';
import { checkSummary } from './lead-list';

interface PasteUrlsDialogProps {
  open: boolean;
  initialText: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Spec §2: a multi-line box of profile URLs, one per line. */
export const PasteUrlsDialog = ({ open, initialText, onSave, onCancel }: PasteUrlsDialogProps) => {
  const [text, setText] = useState(initialText);
  useEffect(() => {
    if (open) setText(initialText);
  }, [open, initialText]);

  // Sorted out as the user types, by the rules the list and the server apply.
  const summary = text.trim() === '' ? null : checkSummary(checkPastedLeads(text));
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Paste LinkedIn Profile URLs</DialogTitle>
      <DialogContent>
        <TextArea
          autoFocus
          minRows={8}
          maxRows={16}
          value={text}
          onChange={setText}
          placeholder="https://www.linkedin.com/in/..."
          helperText="Add LinkedIn profile URLs, one per line"
          ariaLabel="LinkedIn profile URLs"
        />
        {summary && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite" data-testid="paste-check-summary">
            {summary}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(text)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
