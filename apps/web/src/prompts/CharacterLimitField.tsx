import { TextField, type SxProps, type Theme } from '@mui/material';
import { MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT } from '@outflow/domain';

interface CharacterLimitFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/** How long the AI may write, beside every AI prompt (wizard, inbox, /prompt): a number within the AI's bounds. */
export const CharacterLimitField = ({
  value,
  onChange,
  label = 'Character Limit',
  error,
  helperText = `${MIN_AI_CHAR_LIMIT} to ${MAX_AI_CHAR_LIMIT}`,
  sx,
}: CharacterLimitFieldProps) => (
  <TextField
    label={label}
    type="number"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={error}
    helperText={helperText}
    slotProps={{ htmlInput: { min: MIN_AI_CHAR_LIMIT, max: MAX_AI_CHAR_LIMIT } }}
    sx={{ m: 0, ...sx }}
  />
);
