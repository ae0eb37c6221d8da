import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, TextField, Typography } from '@mui/material';
import { FormDialog } from '../layout/FormDialog';
import { refusal } from '../settings/integrations-api';
import { createWorkspace } from './workspaces-api';
import { switchWorkspace } from './switch-workspace';

/** "New workspace": a team's own workspace (its own senders, campaigns, subscription), opened once made. */
export const NewWorkspaceDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: createWorkspace,
    onSuccess: (workspace) => switchWorkspace(workspace.id),
  });
  return (
    <FormDialog
      open={open}
      title="New workspace"
      submitLabel="Create workspace"
      submitDisabled={create.isPending || !name.trim()}
      onSubmit={() => create.mutate(name)}
      onCancel={onClose}
    >
      {create.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal(create.error, 'Failed to create the workspace')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" paragraph>
        A workspace has its own LinkedIn senders, campaigns, inbox and subscription. Invite your team once it is made.
      </Typography>
      <TextField fullWidth label="Workspace name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
};
