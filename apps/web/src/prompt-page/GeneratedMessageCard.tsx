import { Box, Chip, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import toast from 'react-hot-toast';
import { copyToClipboard, PROMPT_MESSAGES } from '../prompts';

interface GeneratedMessageCardProps {
  message: string;
  characterLimit: number;
  writer?: string;
}

/** The written message with its character count and a copy button. */
export const GeneratedMessageCard = ({ message, characterLimit, writer }: GeneratedMessageCardProps) => (
  <Paper
    variant="outlined"
    sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    aria-label="Generated message"
  >
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">Generated message</Typography>
        {writer === 'offline' && <Chip size="small" label="Offline writer" />}
      </Box>
      <Tooltip title="Copy message">
        <IconButton
          size="small"
          aria-label="Copy message"
          onClick={() =>
            copyToClipboard(message).then(
              () => toast.success(PROMPT_MESSAGES.messageCopied),
              () => undefined,
            )
          }
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
    <Typography data-testid="generated-message" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {message}
    </Typography>
    <Typography
      data-testid="generated-message-count"
      variant="caption"
      color="text.secondary"
      sx={{ alignSelf: 'flex-end' }}
    >
      {message.length} / {characterLimit} characters
    </Typography>
  </Paper>
);
