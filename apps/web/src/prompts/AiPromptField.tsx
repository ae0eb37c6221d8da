import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TextArea } from '../layout/TextArea';
import { PromptLibraryButtons } from './PromptLibraryButtons';

interface AiPromptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  minRows: number;
  maxRows?: number;
  /** More buttons beside the library's (copy, open the generator). */
  children?: ReactNode;
}

/** What the AI should write (wizard, inbox, /prompt), with the prompt library's buttons under it. */
export const AiPromptField = ({
  label,
  value,
  onChange,
  placeholder,
  helperText,
  error,
  required,
  minRows,
  maxRows,
  children,
}: AiPromptFieldProps) => (
  <>
    <TextArea
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      helperText={helperText}
      error={error}
      required={required}
      minRows={minRows}
      maxRows={maxRows}
    />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <PromptLibraryButtons prompt={value} onUse={onChange} />
      {children}
    </Box>
  </>
);
