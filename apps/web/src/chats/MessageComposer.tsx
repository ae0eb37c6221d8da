import { Box, Chip, IconButton, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';

interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  /** The text was just written by 'Generate & Apply'. */
  aiGenerated: boolean;
}

/** Auto-growing up to 120 px, then it scrolls; Enter sends, Shift+Enter breaks the line; empty never sends. */
export const MessageComposer = ({ value, onChange, onSend, sending, aiGenerated }: MessageComposerProps) => {
  const blank = value.trim() === '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, position: 'relative' }}>
        {aiGenerated && (
          <Chip
            size="small"
            color="primary"
            label="AI-generated"
            sx={{ position: 'absolute', top: -12, right: 8, zIndex: 1 }}
          />
        )}
        <TextField
          multiline
          fullWidth
          size="small"
          placeholder="Write a message..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              if (!blank && !sending) onSend();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': 'Message', style: { maxHeight: 120, overflowY: 'auto' } } }}
          sx={{ m: 0 }}
        />
      </Box>
      <IconButton color="primary" aria-label="Send" disabled={blank || sending} onClick={onSend}>
        <SendIcon />
      </IconButton>
    </Box>
  );
};
