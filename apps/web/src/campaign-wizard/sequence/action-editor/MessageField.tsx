import { useRef } from 'react';
import { maxMessageLength, type MessageKind, type TemplateVariable } from '@outflow/domain';
import { TextArea } from '../../../layout/TextArea';
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
    <TextArea
      inputRef={input}
      label={label}
      minRows={5}
      maxRows={12}
      value={value}
      onChange={onChange}
      error={Boolean(hint)}
      helperText={hint ?? helper ?? ' '}
      maxLength={max}
      counter
      footer={<VariableButtons onInsert={insert} />}
    />
  );
};
