import { useRef } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { maxMessageLength, remainingCharacters, type MessageKind, type TemplateVariable } from '@outflow/domain';
import { insertVariable } from './insert-variable';
import { VariableButtons } from './VariableButtons';

interface MessageFieldProps {
  label: string;
  kind: MessageKind;
  value: string;
  hint?: string;
  helper?: string;
  onChange: (value: string) => void;
}

/** A message or note text box with the variable buttons and the remaining-characters counter. */
export const MessageField = ({ label, kind, value, hint, helper, onChange }: MessageFieldProps) => {
  const input = useRef<HTMLTextAreaElement>(null);
  const max = maxMessageLength(kind);
  const remaining = remainingCharacters(value, kind);

  const insert = (variable: TemplateVariable) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertVariable(value, start, end, variable, max);
    onChange(next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box>
      <TextField
        inputRef={input}
        label={label}
        multiline
        minRows={5}
        maxRows={12}
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(hint)}
        helperText={hint ?? helper ?? ' '}
        slotProps={{ htmlInput: { maxLength: max } }}
        sx={{ m: 0 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <VariableButtons onInsert={insert} />
        <Typography variant="caption" color={remaining < 0 ? 'error' : 'text.secondary'} sx={{ mt: 1, whiteSpace: 'nowrap' }} data-testid="remaining-characters">
          {remaining} characters remaining
        </Typography>
      </Box>
    </Box>
  );
};
