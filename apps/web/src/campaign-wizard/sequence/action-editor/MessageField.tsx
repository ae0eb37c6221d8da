import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import {
  completePlaceholder,
  describePlaceholderProblem,
  maxMessageLength,
  placeholderChoices,
  placeholderProblem,
  placeholderQuery,
  type MessageKind,
  type TemplateVariable,
} from '@outflow/domain';
import { TextArea } from '../../../layout/TextArea';
import { insertVariable } from './insert-variable';
import { PlaceholderMenu } from './PlaceholderMenu';
import { VariableButtons } from './VariableButtons';

interface MessageFieldProps {
  label: string;
  kind: MessageKind;
  value: string;
  hint?: string;
  helper?: string;
  onChange: (value: string) => void;
}

/**
 * A message or note text box with the variable buttons and the remaining-characters counter. Typing
 * `{{` offers the variables; a placeholder no lead can fill is pointed out as it is typed.
 */
export const MessageField = ({ label, kind, value, hint, helper, onChange }: MessageFieldProps) => {
  const input = useRef<HTMLTextAreaElement>(null);
  const menuId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const max = maxMessageLength(kind);
  // A list closed with Escape stays closed for that `{{` only.
  useEffect(() => {
    if (dismissed !== null && value.slice(dismissed, dismissed + 2) !== '{{') setDismissed(null);
  }, [value, dismissed]);
  const query = caret === null ? null : placeholderQuery(value, caret);
  const choices = query && dismissed !== query.start ? placeholderChoices(query) : [];
  const open = choices.length > 0;
  // Braces being typed are not yet a mistake: "not closed" waits until the list of variables is gone.
  const found = placeholderProblem(value);
  const problem = found?.kind === 'unclosed' && query !== null ? null : found;

  const place = (next: { text: string; caret: number }) => {
    onChange(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const insert = (variable: TemplateVariable) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    place(insertVariable(value, start, end, variable, max));
  };

  const pick = (variable: TemplateVariable) => {
    if (!query || caret === null) return;
    setActive(0);
    place(completePlaceholder(value, caret, query, variable));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : choices.length - 1;
      setActive((current) => (current + step) % choices.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(choices[Math.min(active, choices.length - 1)]);
    } else if (event.key === 'Escape') {
      // The dialog stays open: Escape closes the list only.
      event.preventDefault();
      event.stopPropagation();
      if (query) setDismissed(query.start);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextArea
        inputRef={input}
        label={label}
        minRows={5}
        maxRows={12}
        value={value}
        onChange={(text) => {
          onChange(text);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        // A text box that offers completions (aria-autocomplete): the list it controls, the option in focus.
        inputAria={{
          'aria-controls': open ? menuId : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant': open ? `${menuId}-${choices[Math.min(active, choices.length - 1)]}` : undefined,
        }}
        error={Boolean(hint) || problem !== null}
        helperText={
          hint ?? (problem ? describePlaceholderProblem(problem) : (helper ?? 'Type {{ to insert a lead field.'))
        }
        maxLength={max}
        counter
        footer={<VariableButtons onInsert={insert} />}
      />
      {open && (
        <Box sx={{ position: 'absolute', left: 12, top: '100%' }}>
          <PlaceholderMenu id={menuId} choices={choices} active={Math.min(active, choices.length - 1)} onPick={pick} />
        </Box>
      )}
    </Box>
  );
};
