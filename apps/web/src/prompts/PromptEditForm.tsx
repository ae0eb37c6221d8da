import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { MAX_PROMPT_CATEGORY_LENGTH, MAX_PROMPT_CONTENT_LENGTH, MAX_PROMPT_NAME_LENGTH } from '@outflow/domain';
import type { PromptInput, SavedPrompt } from '@outflow/api-contract';
import type { EditorProps } from '../layout/editor-props';
import { TextArea } from '../layout/TextArea';

/** Changes a saved prompt in place; name and text must stay non-blank. */
export const PromptEditForm = ({
  value: prompt,
  saving,
  onSave,
  onCancel,
}: EditorProps<SavedPrompt, PromptInput> & { saving: boolean }) => {
  const [name, setName] = useState(prompt.name);
  const [category, setCategory] = useState(prompt.category ?? '');
  const [content, setContent] = useState(prompt.content);
  const invalid = name.trim() === '' || content.trim() === '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', py: 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <TextField
          label="Prompt name"
          size="small"
          required
          fullWidth
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={name.trim() === ''}
          slotProps={{ htmlInput: { maxLength: MAX_PROMPT_NAME_LENGTH } }}
        />
        <TextField
          label="Category (optional)"
          size="small"
          fullWidth
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_PROMPT_CATEGORY_LENGTH } }}
        />
      </Box>
      <TextArea
        label="Prompt text"
        minRows={3}
        maxRows={10}
        required
        value={content}
        onChange={setContent}
        error={content.trim() === ''}
        maxLength={MAX_PROMPT_CONTENT_LENGTH}
        counter
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={invalid || saving}
          onClick={() => onSave({ name: name.trim(), content, category: category.trim() })}
        >
          Save changes
        </Button>
      </Box>
    </Box>
  );
};
