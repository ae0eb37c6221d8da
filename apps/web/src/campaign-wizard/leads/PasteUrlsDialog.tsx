import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { checkPastedLeads } from '@outflow/domain';
import type { EditDialogProps } from '../../layout/editor-props';
import { FormDialog } from '../../layout/FormDialog';
import { TextArea } from '../../layout/TextArea';
import { checkSummary } from './lead-list';

/** Spec §2: a multi-line box of profile URLs, one per line. */
export const PasteUrlsDialog = ({ open, value: initialText, onSave, onCancel }: EditDialogProps<string>) => {
  const [text, setText] = useState(initialText);
  useEffect(() => {
    if (open) setText(initialText);
  }, [open, initialText]);

  // Sorted out as the user types, by the rules the list and the server apply.
  const summary = text.trim() === '' ? null : checkSummary(checkPastedLeads(text));
  return (
    <FormDialog
      open={open}
      title="Paste LinkedIn Profile URLs"
      submitLabel="Save"
      onSubmit={() => onSave(text)}
      onCancel={onCancel}
    >
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
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          aria-live="polite"
          data-testid="paste-check-summary"
        >
          {summary}
        </Typography>
      )}
    </FormDialog>
  );
};
