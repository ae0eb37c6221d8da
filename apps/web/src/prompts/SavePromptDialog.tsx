import { useEffect, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { FormDialog } from '../layout/FormDialog';
import { MAX_PROMPT_CATEGORY_LENGTH, MAX_PROMPT_NAME_LENGTH, promptPreview } from '@outflow/domain';
import { usePrompts } from './usePrompts';

interface SavePromptDialogProps {
  open: boolean;
  /** The AI instructions to save. */
  content: string;
  onClose: () => void;
}

/** Spec 02 §5 "Prompt library": saves the current instructions under a name (required) and a category. */
export const SavePromptDialog = ({ open, content, onClose }: SavePromptDialogProps) => {
  const { save } = usePrompts(false);
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName('');
    setCategory('');
    setTouched(false);
    save.reset();
  }, [open]);

  const blank = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (blank) return;
    save.mutate({ name: name.trim(), content, category: category.trim() }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open={open}
      title="Save Prompt"
      submitLabel={save.isPending ? 'Saving...' : 'Save'}
      submitDisabled={blank || save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Box
        component="form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Prompt name"
          required
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? 'Please enter a name for the prompt' : undefined}
          slotProps={{ htmlInput: { maxLength: MAX_PROMPT_NAME_LENGTH } }}
        />
        <TextField
          label="Category (optional)"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_PROMPT_CATEGORY_LENGTH } }}
        />
        <Box>
          <Typography variant="caption" color="text.secondary">
            Prompt
          </Typography>
          <Typography
            data-testid="save-prompt-preview"
            variant="body2"
            sx={{ p: 1.5, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {promptPreview(content)}
          </Typography>
        </Box>
      </Box>
    </FormDialog>
  );
};
