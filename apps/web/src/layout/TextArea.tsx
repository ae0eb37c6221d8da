import type { KeyboardEvent, ReactNode, Ref, SyntheticEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { messageLength } from '@outflow/domain';

interface TextAreaProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** The accessible name when there is no label. */
  ariaLabel?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  minRows?: number;
  maxRows?: number;
  /** The most characters the box takes (the browser stops typing there). */
  maxLength?: number;
  /** Shows "N characters remaining" under the box, counting down from maxLength. */
  counter?: boolean;
  /** Shown left of the counter (e.g. the template variable buttons). */
  footer?: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Keys and caret moves, for a box that offers completions as the user types. */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onSelect?: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
  /** ARIA attributes of the text box (aria-autocomplete and the like, when it offers completions). */
  inputAria?: Record<`aria-${string}`, string | boolean | undefined>;
}

/**
 * The multi-line text box of the dialogs and cards (messages, AI instructions, prompts, pasted
 * URLs): full width, growing from minRows to maxRows, and with a remaining-characters counter
 * when it has a limit.
 */
export const TextArea = ({
  value,
  onChange,
  label,
  placeholder,
  ariaLabel,
  helperText,
  error,
  required,
  autoFocus,
  minRows,
  maxRows,
  maxLength,
  counter,
  footer,
  inputRef,
  onKeyDown,
  onSelect,
  inputAria,
}: TextAreaProps) => {
  const remaining = maxLength === undefined ? null : maxLength - messageLength(value);
  const field = (
    <TextField
      inputRef={inputRef}
      label={label}
      placeholder={placeholder}
      multiline
      minRows={minRows}
      maxRows={maxRows}
      fullWidth
      required={required}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength, 'aria-label': ariaLabel, onKeyDown, onSelect, ...inputAria } }}
      sx={{ m: 0 }}
    />
  );
  if (!footer && !(counter && remaining !== null)) return field;
  return (
    <Box>
      {field}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        {footer ?? <span />}
        {counter && remaining !== null && (
          <Typography
            variant="caption"
            color={remaining < 0 ? 'error' : 'text.secondary'}
            sx={{ mt: 1, whiteSpace: 'nowrap' }}
            data-testid="remaining-characters"
          >
            {remaining} characters remaining
          </Typography>
        )}
      </Box>
    </Box>
  );
};
