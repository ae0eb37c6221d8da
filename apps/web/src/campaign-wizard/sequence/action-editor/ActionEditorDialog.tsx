import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { SequenceNodeParams } from '@outflow/domain';
import type { BuilderNode } from '../builder-graph';
import { ConnectionWaitDialog } from './ConnectionWaitDialog';
import { MessageActionFields } from './MessageActionFields';
import { StepFields } from './StepFields';
import { useActionDraft } from './useActionDraft';

interface ActionEditorDialogProps {
  node: BuilderNode | null;
  onSave: (id: string, params: SequenceNodeParams) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}

/** Spec §2 "Action editor": a step's settings, saved only when the step has what it needs. */
export const ActionEditorDialog = ({ node: opened, onSave, onDelete, onClose }: ActionEditorDialogProps) => {
  const { node, params, change, save, messageFields, waitDialog } = useActionDraft(opened, onSave);

  return (
    <Dialog open={opened !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{node?.data.label}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          {node?.data.type === 'send-inmail' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Sent as InMail: to leads with an open profile, or with your account's InMail credits. Counted against the
              daily InMails limit.
            </Alert>
          )}
          {messageFields ? (
            <MessageActionFields {...messageFields} />
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
      <ConnectionWaitDialog {...waitDialog} />
    </Dialog>
  );
};
