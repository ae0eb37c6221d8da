import { useEffect, useState, type ComponentProps } from 'react';
import toast from 'react-hot-toast';
import { delayNodeProblem, type MessageActionValidation, type SequenceNodeParams } from '@outflow/domain';
import type { BuilderNode } from '../builder-graph';
import { aiCharLimit, defaultAiCharLimit, messageKindOf, validateActionDraft } from './action-draft';
import type { ConnectionWaitDialog } from './ConnectionWaitDialog';
import type { MessageActionFields } from './MessageActionFields';

const NO_HINTS: MessageActionValidation['hints'] = {};

/**
 * The action editor's draft of a step's settings: reset when another step opens, saved through
 * `onSave` only when the step has what it needs. A message step's fields and its connection-wait
 * dialog get their props whole.
 */
export function useActionDraft(opened: BuilderNode | null, onSave: (id: string, params: SequenceNodeParams) => void) {
  // The last opened node stays on screen while the dialog fades out, so its fields do not flash away.
  const [node, setNode] = useState<BuilderNode | null>(null);
  const [params, setParams] = useState<SequenceNodeParams>({});
  const [charLimit, setCharLimit] = useState('');
  const [hints, setHints] = useState(NO_HINTS);
  /** The toast of the last refused save (its id is its text), while it still applies. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [waitOpen, setWaitOpen] = useState(false);
  const kind = node ? messageKindOf(node.data.type) : null;

  // Keyed on the id: the canvas hands a new node object on every selection or move, which must not reset the draft.
  const openedId = opened?.id;
  useEffect(() => {
    if (!opened) return;
    const stored = opened.data.params;
    const openedKind = messageKindOf(opened.data.type);
    setNode(opened);
    setParams({ ...stored });
    setCharLimit(String(stored.aiCharLimit ?? (openedKind ? defaultAiCharLimit(openedKind) : '')));
    setHints(NO_HINTS);
    setWaitOpen(false);
  }, [openedId]);

  const change = (next: SequenceNodeParams) => {
    setParams(next);
    if (!kind || hints === NO_HINTS) return;
    // A hint, and the toast of the refused save, go away once what they point at is put right.
    const validation = validateActionDraft(kind, next);
    setHints(validation.hints);
    if (refusal && validation.toast !== refusal) {
      toast.dismiss(refusal);
      setRefusal(null);
    }
  };

  const save = () => {
    if (!node) return;
    if (!kind) {
      // The Delay step's wait shows its own error under the fields; nothing is saved until it is right.
      if (node.data.type === 'delay' && delayNodeProblem(params)) return;
      onSave(node.id, params);
      return;
    }
    const validation = validateActionDraft(kind, params);
    if (!validation.valid) {
      setHints(validation.hints);
      if (validation.toast) {
        toast.error(validation.toast, { id: validation.toast });
        setRefusal(validation.toast);
      }
      return;
    }
    onSave(node.id, { ...params, aiCharLimit: aiCharLimit(charLimit, kind) });
  };

  const messageFields: ComponentProps<typeof MessageActionFields> | null = kind && {
    kind,
    params,
    charLimit,
    hints,
    onChange: change,
    onCharLimit: setCharLimit,
    onEditWait: () => setWaitOpen(true),
  };
  const waitDialog: ComponentProps<typeof ConnectionWaitDialog> = {
    open: waitOpen,
    value: params,
    onCancel: () => setWaitOpen(false),
    onSave: (applied) => {
      // Applying replaces the whole wait option: a period left from "stop" must not linger.
      const { waitForAcceptance: _wait, withdrawIfNotAccepted: _withdraw, waitPeriod: _period, ...rest } = params;
      setParams({ ...rest, ...applied });
      setWaitOpen(false);
    },
  };
  return { node, params, change, save, messageFields, waitDialog };
}
