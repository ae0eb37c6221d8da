import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import toast from 'react-hot-toast';
import { LINKEDIN_REQUIRED_TOAST } from './access-rule';
import { isActiveEntry, type MenuEntry } from './menu-entries';

/** One sidebar icon; a gated entry is greyed out while LinkedIn is not connected and leads to /team. */
export const MenuItem = ({ entry, locked }: { entry: MenuEntry; locked: boolean }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = isActiveEntry(entry, pathname);
  const title = locked ? `Connect LinkedIn to access ${entry.label}` : entry.label;

  const onLockedClick = (event: MouseEvent) => {
    event.preventDefault();
    navigate('/team');
    toast.error(LINKEDIN_REQUIRED_TOAST, { id: LINKEDIN_REQUIRED_TOAST, duration: 5000 });
  };

  return (
    <Tooltip title={title} placement="right" enterDelay={0} enterNextDelay={0} arrow>
      <IconButton
        component={RouterLink}
        to={entry.path}
        onClick={locked ? onLockedClick : undefined}
        aria-label={entry.label}
        aria-disabled={locked || undefined}
        aria-current={active ? 'page' : undefined}
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          color: active ? 'primary.main' : 'text.secondary',
          bgcolor: active ? 'action.selected' : 'transparent',
          opacity: locked ? 0.38 : 1,
          '&:hover': { bgcolor: locked ? 'transparent' : 'action.hover' },
        }}
      >
        {entry.icon}
      </IconButton>
    </Tooltip>
  );
};
