import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { promptPreview } from '@outflow/domain';
import { PromptEditForm } from './PromptEditForm';
import type { SavedPrompt } from '@outflow/api-contract';
import { usePrompts } from './usePrompts';

interface PromptLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Puts the chosen prompt's text into the AI instructions. */
  onUse: (content: string) => void;
}

/** Spec 02 §2 "Prompt Library": the user's saved prompts, to use, change or delete. */
export const PromptLibraryDialog = ({ open, onClose, onUse }: PromptLibraryDialogProps) => {
  const { prompts, loading, update, remove } = usePrompts(open);
  const [editing, setEditing] = useState<string | null>(null);

  const close = () => {
    setEditing(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>Prompt Library</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : prompts.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography>No saved prompts yet</Typography>
            <Typography variant="body2" color="text.secondary">
              Write AI instructions and use Save Prompt to keep them here.
            </Typography>
          </Box>
        ) : (
          <List aria-label="Saved prompts" disablePadding>
            {prompts.map((prompt: SavedPrompt) => (
              <ListItem key={prompt._id} divider aria-label={prompt.name} sx={{ alignItems: 'flex-start', px: 0 }}>
                {editing === prompt._id ? (
                  <PromptEditForm
                    value={prompt}
                    saving={update.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={(input) => update.mutate({ id: prompt._id, input }, { onSuccess: () => setEditing(null) })}
                  />
                ) : (
                  <Box sx={{ display: 'flex', gap: 2, width: '100%', alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                        <Typography sx={{ fontWeight: 600 }}>{prompt.name}</Typography>
                        {prompt.category && <Chip size="small" label={prompt.category} />}
                      </Box>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                      >
                        {promptPreview(prompt.content)}
                      </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => {
                          onUse(prompt.content);
                          close();
                        }}
                      >
                        Use
                      </Button>
                      <Tooltip title="Edit prompt">
                        <IconButton
                          size="small"
                          aria-label={`Edit ${prompt.name}`}
                          onClick={() => setEditing(prompt._id)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete prompt">
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={`Delete ${prompt.name}`}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(prompt._id)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </Box>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
