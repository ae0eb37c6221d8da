import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import toast from 'react-hot-toast';
import { useBusy } from '../hooks/useBusy';
import { TitledCard } from '../layout/TitledCard';
import { AiPromptField, CharacterLimitField, copyToClipboard, PROMPT_MESSAGES } from '../prompts';
import { GeneratedMessageCard } from './GeneratedMessageCard';
import type { GeneratedMessage } from '@outflow/api-contract';
import { generateAiMessage } from './prompt-page-api';
import { PROMPT_PAGE_DEFAULT_CHAR_LIMIT, PROMPT_PAGE_MESSAGES, promptPageState } from './prompt-page-rules';

const GENERATE_FAILED_TOAST = 'prompt-generate-failed';

/** The AI prompt (with the prompt library), the character limit, and the message written for the fetched profile. */
export const MessageGeneratorCard = ({ profile }: { profile: Record<string, unknown> | null }) => {
  const [aiPrompt, setAiPrompt] = useState('');
  const [characterLimit, setCharacterLimit] = useState(String(PROMPT_PAGE_DEFAULT_CHAR_LIMIT));
  const [result, setResult] = useState<(GeneratedMessage & { limit: number }) | null>(null);
  const [generating, whileBusy] = useBusy();
  const state = promptPageState({ hasProfile: profile !== null, aiPrompt, characterLimit });

  const generate = async () => {
    if (!profile || !state.canGenerate || state.limit === null) return;
    const limit = state.limit;
    await whileBusy(async () => {
      try {
        const answer = await generateAiMessage({ profile, aiPrompt, characterLimit: limit });
        if (!answer.success || typeof answer.message !== 'string') {
          toast.error(PROMPT_PAGE_MESSAGES.generateRefused, { id: GENERATE_FAILED_TOAST });
          return;
        }
        toast.dismiss(GENERATE_FAILED_TOAST);
        setResult({ ...answer, limit });
      } catch {
        toast.error(PROMPT_PAGE_MESSAGES.generateFailed, { id: GENERATE_FAILED_TOAST });
      }
    });
  };

  return (
    <TitledCard title="Message" stack>
      <AiPromptField
        label="AI Prompt"
        required
        minRows={5}
        maxRows={14}
        value={aiPrompt}
        onChange={setAiPrompt}
        placeholder="Tell the AI what to write, e.g. mention their role and ask for a short call."
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          disabled={!state.canSaveOrCopyPrompt}
          onClick={() =>
            copyToClipboard(aiPrompt).then(
              () => toast.success(PROMPT_MESSAGES.promptCopied),
              () => undefined,
            )
          }
        >
          Copy Prompt to Clipboard
        </Button>
      </AiPromptField>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CharacterLimitField
          value={characterLimit}
          onChange={setCharacterLimit}
          error={state.limit === null}
          sx={{ width: 180 }}
        />
        <Button
          variant="contained"
          onClick={() => void generate()}
          disabled={!state.canGenerate || generating}
          sx={{ mt: 0.25, minWidth: 170 }}
        >
          {generating ? <CircularProgress size={20} color="inherit" /> : 'Generate Message'}
        </Button>
      </Box>
      {!profile && (
        <Typography variant="body2" color="text.secondary">
          Fetch a LinkedIn profile first: the message is written for that person.
        </Typography>
      )}
      {result && <GeneratedMessageCard message={result.message} characterLimit={result.limit} writer={result.writer} />}
    </TitledCard>
  );
};
