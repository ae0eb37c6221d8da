import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT } from '@outflow/domain';
import toast from 'react-hot-toast';
import { errorStatus } from '../api/http-client';
import { generateChatResponse } from './inbox-api';

/** The inbox's default AI character limit (spec 01 §5). */
export const INBOX_AI_CHAR_LIMIT = 500;

/** 'AI Message Generator' beside the chat: instructions and a limit; 'Generate & Apply' fills the composer. */
export const AiAssistantPanel = ({ chatId, onApply }: { chatId: string; onApply(text: string): void }) => {
  const [instructions, setInstructions] = useState('');
  const [limit, setLimit] = useState(String(INBOX_AI_CHAR_LIMIT));
  const [busy, setBusy] = useState(false);
  const limitNumber = Number(limit);
  const limitValid = Number.isInteger(limitNumber) && limitNumber >= MIN_AI_CHAR_LIMIT && limitNumber <= MAX_AI_CHAR_LIMIT;

  const generate = async () => {
    setBusy(true);
    try {
      onApply(await generateChatResponse(chatId, instructions, limitNumber));
    } catch (error) {
      toast.error(errorStatus(error) === 503 ? 'Failed to generate AI message. Please try again later.' : 'Failed to generate AI message');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="aside" aria-label="AI Message Generator" sx={{ width: 300, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 2, display: 'flex', flexDirection: 'column', gap: 2, overflowY: 'auto' }}>
      <Typography variant="h6">AI Message Generator</Typography>
      <TextField
        label="Instructions"
        multiline
        minRows={4}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        placeholder="e.g. Thank them and suggest a short call next week"
        sx={{ m: 0 }}
      />
      <TextField
        label="Character Limit"
        type="number"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        error={!limitValid}
        helperText={limitValid ? `${MIN_AI_CHAR_LIMIT}–${MAX_AI_CHAR_LIMIT} characters` : `Between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}`}
        slotProps={{ htmlInput: { min: MIN_AI_CHAR_LIMIT, max: MAX_AI_CHAR_LIMIT } }}
        sx={{ m: 0 }}
      />
      <Button variant="contained" startIcon={<AutoAwesomeIcon />} disabled={instructions.trim() === '' || !limitValid || busy} onClick={() => void generate()}>
        {busy ? 'Generating...' : 'Generate & Apply'}
      </Button>
    </Box>
  );
};
