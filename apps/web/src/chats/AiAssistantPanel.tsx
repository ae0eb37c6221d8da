import { useState } from 'react';
import { Box, Button, Drawer, IconButton, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import type { AiWriterName } from '@outflow/api-contract';
import { MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT } from '@outflow/domain';
import toast from 'react-hot-toast';
import { errorStatus } from '../api/http-client';
import { useBusy } from '../hooks/useBusy';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { SidePanel } from '../layout/SidePanel';
import { AiPromptField, CharacterLimitField } from '../prompts';
import { generateChatResponse } from './chats-api';

/** The inbox's default AI character limit (spec 01 §5). */
export const INBOX_AI_CHAR_LIMIT = 500;

interface AiAssistantPanelProps {
  chatId: string;
  /** Which writer wrote the last reply applied, once one was. */
  writer: AiWriterName | null;
  onApply: (text: string, writer: AiWriterName) => void;
  onClose: () => void;
}

/** The panel's word on who wrote the reply (issue 23: the offline writer says how to get better ones). */
export const WRITER_NOTES: Record<AiWriterName, string> = {
  offline: 'Offline writer: connect a model in Settings for better replies.',
  openai: 'Written by the AI model, from the conversation.',
};

/**
 * 'AI Message Generator' beside the chat (a sheet over it on a phone): instructions with the
 * Prompt Library and Save Prompt, a limit, and 'Generate & Apply', which fills the composer with a
 * reply written from the conversation's last messages and the lead's profile.
 */
export const AiAssistantPanel = ({ chatId, writer, onApply, onClose }: AiAssistantPanelProps) => {
  const phone = usePhoneLayout();
  const [instructions, setInstructions] = useState('');
  const [limit, setLimit] = useState(String(INBOX_AI_CHAR_LIMIT));
  const [busy, whileBusy] = useBusy();
  const limitNumber = Number(limit);
  const limitValid =
    Number.isInteger(limitNumber) && limitNumber >= MIN_AI_CHAR_LIMIT && limitNumber <= MAX_AI_CHAR_LIMIT;

  const generate = () =>
    whileBusy(async () => {
      try {
        const reply = await generateChatResponse(chatId, instructions, limitNumber);
        onApply(reply.message, reply.writer);
        // On a phone the sheet gives the composer back, unless it has to say the writer was the offline one.
        if (phone && reply.writer !== 'offline') onClose();
      } catch (error) {
        toast.error(
          errorStatus(error) === 503
            ? 'Failed to generate AI message. Please try again later.'
            : 'Failed to generate AI message',
        );
      }
    });

  const panel = (
    <SidePanel
      label="AI Message Generator"
      side="end"
      width={320}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, overflowY: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6">AI Message Generator</Typography>
        {phone && (
          <IconButton aria-label="Close the AI Message Generator" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <AiPromptField
        label="Instructions"
        minRows={4}
        value={instructions}
        onChange={setInstructions}
        placeholder="e.g. Answer their question and suggest a short call next week"
      />
      <CharacterLimitField
        value={limit}
        onChange={setLimit}
        error={!limitValid}
        helperText={
          limitValid
            ? `${MIN_AI_CHAR_LIMIT}–${MAX_AI_CHAR_LIMIT} characters`
            : `Between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}`
        }
      />
      <Button
        variant="contained"
        startIcon={<AutoAwesomeIcon />}
        disabled={instructions.trim() === '' || !limitValid || busy}
        onClick={() => void generate()}
      >
        {busy ? 'Generating...' : 'Generate & Apply'}
      </Button>
      {writer && (
        <Typography variant="body2" role="status" data-testid="ai-writer">
          {WRITER_NOTES[writer]}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        The reply is written from the conversation's latest messages, in order, and signed as your LinkedIn account.
      </Typography>
    </SidePanel>
  );

  return phone ? (
    <Drawer
      anchor="bottom"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
    >
      {panel}
    </Drawer>
  ) : (
    panel
  );
};
