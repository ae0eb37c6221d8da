import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AiPromptField, CharacterLimitField } from '../../../prompts';

interface AiInstructionsFieldsProps {
  aiPrompt: string;
  charLimit: string;
  hint?: string;
  onPrompt: (value: string) => void;
  onCharLimit: (value: string) => void;
}

/**
 * AI mode: what the AI should write for each lead, and how long it may be (100 to 2000 characters),
 * with the prompt library, and the AI Message Generator (/prompt) in a new tab to try a prompt on a profile.
 */
export const AiInstructionsFields = ({
  aiPrompt,
  charLimit,
  hint,
  onPrompt,
  onCharLimit,
}: AiInstructionsFieldsProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
    <AiPromptField
      label="AI instructions"
      minRows={5}
      maxRows={12}
      value={aiPrompt}
      onChange={onPrompt}
      error={Boolean(hint)}
      helperText={hint ?? "Tell the AI what to write; it reads each lead's profile."}
    >
      <Button
        size="small"
        href="/prompt"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon fontSize="small" />}
      >
        AI Message Generator
      </Button>
    </AiPromptField>
    <CharacterLimitField label="Character limit" value={charLimit} onChange={onCharLimit} sx={{ width: 200 }} />
  </Box>
);
