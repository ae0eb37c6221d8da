import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, IconButton, Tooltip } from '@mui/material';
import { useWorkspaces } from './useWorkspaces';
import { takePendingInvitation } from './pending-invitation';

const WorkspaceMenu = lazy(() => import('./WorkspaceMenu').then((m) => ({ default: m.WorkspaceMenu })));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || '?';

/** The sidebar's workspace button: which workspace the app acts in; its menu switches, makes one, opens members. */
export const WorkspaceSwitcher = () => {
  const { workspaces, current } = useWorkspaces();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  // Signed in after opening an invitation's link: back to that invitation.
  useEffect(() => {
    const pending = takePendingInvitation();
    if (pending) void navigate(`/invitations/${encodeURIComponent(pending)}`);
  }, [navigate]);
  if (!current) return null;
  return (
    <>
      <Tooltip title={`Workspace: ${current.name}`} placement="right" arrow>
        <IconButton
          aria-label={`Workspace: ${current.name}`}
          aria-haspopup="menu"
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setOpened(true);
          }}
          sx={{ width: 48, height: 48, borderRadius: 2 }}
        >
          <Avatar variant="rounded" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials(current.name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <WorkspaceMenu anchor={anchor} workspaces={workspaces} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
