import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { WideTable } from '../layout/WideTable';
import type { IssuedInvitation, WorkspaceRoleName, WorkspaceSummary } from '@outflow/api-contract';
import { readProfile } from '../api/session-storage';
import { CopyValueDialog } from '../layout/CopyValueDialog';
import { DialogError } from '../layout/DialogError';
import { FormDialog } from '../layout/FormDialog';
import { TitledCard } from '../layout/TitledCard';
import { refusal } from '../settings/integrations-api';
import { toastedChange } from '../settings/toasted-change';
import { useWorkspaces, WORKSPACES_KEY } from './useWorkspaces';
import { switchWorkspace } from './switch-workspace';
import {
  changeMemberRole,
  deleteWorkspace,
  inviteMember,
  listInvitations,
  listMembers,
  removeMember,
  renameWorkspace,
  revokeInvitation,
  ROLE_LABELS,
} from './workspaces-api';

const ROLES: WorkspaceRoleName[] = ['owner', 'admin', 'member'];
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** Settings → Workspace: its name, members and their roles, and invitations (admins and owners change them). */
export const WorkspacePanel = () => {
  const { current } = useWorkspaces();
  if (!current) return null;
  return <WorkspaceDetails workspace={current} />;
};

const WorkspaceDetails = ({ workspace }: { workspace: WorkspaceSummary }) => {
  const client = useQueryClient();
  const manages = workspace.role !== 'member';
  const me = readProfile()?.id;
  const membersKey = ['workspace-members', workspace.id];
  const invitationsKey = ['workspace-invitations', workspace.id];
  const members = useQuery({ queryKey: membersKey, queryFn: () => listMembers(workspace.id) });
  const invitations = useQuery({
    queryKey: invitationsKey,
    queryFn: () => listInvitations(workspace.id),
    enabled: manages,
  });
  const [name, setName] = useState(workspace.name);
  // The last owner can neither leave nor be removed (the server answers 409 LAST_OWNER).
  const owners = members.data?.data.filter((m) => m.role === 'owner').length ?? 0;
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: membersKey });
    void client.invalidateQueries({ queryKey: invitationsKey });
  };
  // Each change to the workspace is said in a toast, then the lists are read again.
  const rename = useMutation(
    toastedChange(
      () => renameWorkspace(workspace.id, name),
      { done: 'Workspace renamed', failed: 'Failed to rename the workspace' },
      () => void client.invalidateQueries({ queryKey: WORKSPACES_KEY }),
    ),
  );
  const role = useMutation(
    toastedChange(
      ({ userId, next }: { userId: string; next: WorkspaceRoleName }) => changeMemberRole(workspace.id, userId, next),
      { done: 'Role changed', failed: 'Failed to change the role' },
      refresh,
    ),
  );
  const remove = useMutation(
    toastedChange(
      (userId: string) => removeMember(workspace.id, userId),
      { done: 'Member removed', failed: 'Failed to remove the member' },
      refresh,
    ),
  );
  const revoke = useMutation(
    toastedChange(
      (invitationId: string) => revokeInvitation(workspace.id, invitationId),
      { done: 'Invitation revoked', failed: 'Failed to revoke the invitation' },
      refresh,
    ),
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TitledCard title="Workspace" section>
        <Typography variant="body2" color="text.secondary" paragraph>
          {workspace.personal
            ? 'Your personal workspace. Make a team workspace from the workspace button in the sidebar to work with others.'
            : 'Everyone here shares the workspace’s LinkedIn senders, campaigns, inbox and subscription.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', maxWidth: 520 }}>
          <TextField
            fullWidth
            size="small"
            label="Workspace name"
            value={name}
            disabled={!manages}
            onChange={(e) => setName(e.target.value)}
          />
          {manages && (
            <Button
              variant="outlined"
              disabled={rename.isPending || !name.trim() || name.trim() === workspace.name}
              onClick={() => rename.mutate()}
            >
              Rename
            </Button>
          )}
        </Box>
      </TitledCard>

      <TitledCard title="Members" section>
        {manages && !workspace.personal && (
          <Button variant="contained" onClick={() => setInviting(true)} sx={{ mb: 2 }}>
            Invite a member
          </Button>
        )}
        {members.isError && <Alert severity="error">Failed to load the members</Alert>}
        {members.data && (
          <WideTable label="Members">
            <Table size="small" aria-label="Members">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Joined</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {members.data.data.map((m) => (
                  <TableRow key={m.userId} data-member={m.email}>
                    <TableCell>{m.name || '—'}</TableCell>
                    <TableCell>{m.email}</TableCell>
                    <TableCell>
                      {manages && m.userId !== me ? (
                        <Select
                          size="small"
                          value={m.role}
                          inputProps={{ 'aria-label': `Role of ${m.email}` }}
                          onChange={(e) => role.mutate({ userId: m.userId, next: e.target.value })}
                        >
                          {ROLES.map((r) => (
                            <MenuItem key={r} value={r} disabled={r === 'owner' && workspace.role !== 'owner'}>
                              {ROLE_LABELS[r]}
                            </MenuItem>
                          ))}
                        </Select>
                      ) : (
                        ROLE_LABELS[m.role]
                      )}
                    </TableCell>
                    <TableCell>{day(m.joinedAt)}</TableCell>
                    <TableCell align="right">
                      {!workspace.personal && (manages || m.userId === me) && !(m.role === 'owner' && owners === 1) && (
                        <Button color="error" size="small" onClick={() => remove.mutate(m.userId)}>
                          {m.userId === me ? 'Leave' : 'Remove'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </WideTable>
        )}
      </TitledCard>

      {manages && (invitations.data?.data.length ?? 0) > 0 && (
        <TitledCard title="Open invitations" section>
          <WideTable label="Open invitations">
            <Table size="small" aria-label="Open invitations">
              <TableHead>
                <TableRow>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Expires</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {invitations.data!.data.map((i) => (
                  <TableRow key={i.id} data-invitation={i.email}>
                    <TableCell>{i.email}</TableCell>
                    <TableCell>{ROLE_LABELS[i.role]}</TableCell>
                    <TableCell>{day(i.expiresAt)}</TableCell>
                    <TableCell align="right">
                      <Button color="error" size="small" onClick={() => revoke.mutate(i.id)}>
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </WideTable>
        </TitledCard>
      )}

      {workspace.role === 'owner' && !workspace.personal && me && (
        <DeleteWorkspaceCard workspace={workspace} onDeleted={() => switchWorkspace(me)} />
      )}

      <InviteDialog
        open={inviting}
        workspaceId={workspace.id}
        canInviteOwner={workspace.role === 'owner'}
        onClose={() => setInviting(false)}
        onIssued={(invitation) => {
          setInviting(false);
          setIssued(invitation);
          refresh();
        }}
      />
      <CopyValueDialog
        value={issued?.link ?? null}
        title="Invitation sent"
        label="Invitation link"
        submitLabel="Copy link and close"
        helperText="It works once, for that e-mail address, for 7 days."
        onClose={() => setIssued(null)}
      >
        <Typography paragraph>
          {issued?.emailed
            ? `We e-mailed ${issued.email} a link to join. You can also pass it on yourself:`
            : `No mail server is set up: pass this link on to ${issued?.email} yourself.`}
        </Typography>
      </CopyValueDialog>
    </Box>
  );
};

/** An owner deletes a team workspace, its name typed to confirm: its campaigns stop for good. */
const DeleteWorkspaceCard = ({ workspace, onDeleted }: { workspace: WorkspaceSummary; onDeleted: () => void }) => {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteWorkspace(workspace.id),
    onSuccess: () => {
      toast.success('Workspace deleted');
      onDeleted();
    },
  });
  return (
    <TitledCard title="Delete workspace" section>
      <Typography variant="body2" color="text.secondary" paragraph>
        Deletes its campaigns (nothing more is sent from it) and removes every member. This cannot be undone.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Delete workspace
      </Button>
      <FormDialog
        open={confirming}
        title="Delete workspace"
        submitLabel="Delete workspace"
        submitDisabled={remove.isPending || typed.trim() !== workspace.name}
        onSubmit={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <DialogError message={remove.isError && refusal(remove.error, 'Failed to delete the workspace')} />
        <Typography paragraph>Type the workspace’s name, {workspace.name}, to delete it and its campaigns.</Typography>
        <TextField
          fullWidth
          label="Workspace name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputProps={{ 'aria-label': 'Workspace name to confirm' }}
        />
      </FormDialog>
    </TitledCard>
  );
};

const InviteDialog = ({
  open,
  workspaceId,
  canInviteOwner,
  onClose,
  onIssued,
}: {
  open: boolean;
  workspaceId: string;
  canInviteOwner: boolean;
  onClose: () => void;
  onIssued: (invitation: IssuedInvitation) => void;
}) => {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRoleName>('member');
  const invite = useMutation({
    mutationFn: () => inviteMember(workspaceId, email, role),
    onSuccess: (invitation) => {
      setEmail('');
      onIssued(invitation);
    },
  });
  return (
    <FormDialog
      open={open}
      title="Invite a member"
      submitLabel="Send invitation"
      submitDisabled={invite.isPending || !email.trim()}
      onSubmit={() => invite.mutate()}
      onCancel={onClose}
    >
      <DialogError message={invite.isError && refusal(invite.error, 'Failed to invite')} />
      <TextField
        fullWidth
        type="email"
        label="E-mail"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        sx={{ mt: 1, mb: 2 }}
      />
      <Select fullWidth value={role} onChange={(e) => setRole(e.target.value)} inputProps={{ 'aria-label': 'Role' }}>
        {ROLES.filter((r) => r !== 'owner' || canInviteOwner).map((r) => (
          <MenuItem key={r} value={r}>
            {ROLE_LABELS[r]}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 1 }}>
        Members run campaigns and the inbox; admins also manage senders, limits, schedules, keys and members; owners
        also manage billing.
      </Typography>
    </FormDialog>
  );
};
