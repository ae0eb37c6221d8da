import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/Group';
import type { WorkspaceSummary } from '@outflow/api-contract';
import { ROLE_LABELS } from './workspaces-api';
import { switchWorkspace } from './switch-workspace';
import { NewWorkspaceDialog } from './NewWorkspaceDialog';

/** The workspace button's menu and its "New workspace" dialog: loaded on the first click, not with every page. */
export const WorkspaceMenu = ({
  anchor,
  workspaces,
  current,
  onClose,
}: {
  anchor: HTMLElement | null;
  workspaces: WorkspaceSummary[];
  current: WorkspaceSummary;
  onClose: () => void;
}) => {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': 'Workspaces' } }}
      >
        {workspaces.map((w) => (
          <MenuItem
            key={w.id}
            selected={w.id === current.id}
            onClick={() => {
              onClose();
              if (w.id !== current.id) switchWorkspace(w.id);
            }}
          >
            <ListItemIcon>{w.id === current.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={w.name} secondary={w.personal ? 'Personal' : ROLE_LABELS[w.role]} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            void navigate('/workspace');
          }}
        >
          <ListItemIcon>
            <GroupIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Members and invitations" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="New workspace" />
        </MenuItem>
      </Menu>
      <NewWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
};
