import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import toast from 'react-hot-toast';
import { delayNodeProblem, type MessageActionValidation, type SequenceNodeParams } from '@outflow/domain';
import type { BuilderNode } from '../builder-graph';
import { aiCharLimit, defaultAiCharLimit, messageKindOf, validateActionDraft } from './action-draft';
import { ConnectionWaitDialog } from './ConnectionWaitDialog';
import { MessageActionFields } from './MessageActionFields';
import { StepFields } from './StepFields';

interface ActionEditorDialogProps {
  node: BuilderNode | null;
  onSave: (id: string, params: SequenceNodeParams) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}

const NO_HINTS: MessageActionValidation['hints'] = {};

/** Spec §2 "Action editor": a step's settings, saved only when the step has what it needs. */
export const ActionEditorDialog = ({ node: opened, onSave, onDelete, onClose }: ActionEditorDialogProps) => {
  // The last opened node stays on screen while the dialog fades out, so its fields do not flash away.
  const [node, setNode] = useState<BuilderNode | null>(null);
  const [params, setParams] = useState<SequenceNodeParams>({});
  const [charLimit, setCharLimit] = useState('');
  const [hints, setHints] = useState(NO_HINTS);
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
    // A hint goes away once the field it points at is filled in.
    if (kind && hints !== NO_HINTS) setHints(validateActionDraft(kind, next).hints);
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
      if (validation.toast) toast.error(validation.toast, { id: validation.toast });
      return;
    }
    onSave(node.id, { ...params, aiCharLimit: aiCharLimit(charLimit, kind) });
  };

  return (
    <Dialog open={opened !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{node?.data.label}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          {node?.data.type === 'send-inmail' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Sent as InMail: to leads with an open profile, or with your account's InMail credits. Counted against the daily InMails limit.
            </Alert>
          )}
          {kind ? (
            <MessageActionFields
              kind={kind}
              params={params}
              charLimit={charLimit}
              hints={hints}
              onChange={change}
              onCharLimit={setCharLimit}
              onEditWait={() => setWaitOpen(true)}
            />
          ) : (
            node && <StepFields type={node.data.type} params={params} onChange={change} />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button color="error" onClick={() => node && onDelete(node.id)}>
          Delete step
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </Box>
      </DialogActions>
      <ConnectionWaitDialog
        open={waitOpen}
        params={params}
        onClose={() => setWaitOpen(false)}
        onApply={(applied) => {
          // Applying replaces the whole wait option: a period left from "stop" must not linger.
          const { waitForAcceptance: _wait, withdrawIfNotAccepted: _withdraw, waitPeriod: _period, ...rest } = params;
          setParams({ ...rest, ...applied });
          setWaitOpen(false);
        }}
      />
    </Dialog>
  );
};
