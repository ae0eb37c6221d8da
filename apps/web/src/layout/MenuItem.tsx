import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import toast from 'react-hot-toast';
import { LINKEDIN_REQUIRED_TOAST } from './access-rule';
import { isActiveEntry, type MenuEntry } from './menu-entries';

/**
 * What a menu entry does, in the sidebar and in the phone's drawer alike: a gated entry is locked
 * while LinkedIn is not connected, and a click on it leads to /team with the toast (spec 01 §2).
 */
export function useMenuEntry(entry: MenuEntry, locked: boolean, onNavigate?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    if (!locked) return;
    event.preventDefault();
    void navigate('/team');
    toast.error(LINKEDIN_REQUIRED_TOAST, { id: LINKEDIN_REQUIRED_TOAST, duration: 5000 });
  };
  return {
    active: isActiveEntry(entry, pathname),
    title: locked ? `Connect LinkedIn to access ${entry.label}` : entry.label,
    onClick,
  };
}

/** One sidebar icon; a gated entry is greyed out while LinkedIn is not connected and leads to /team. */
export const MenuItem = ({ entry, locked }: { entry: MenuEntry; locked: boolean }) => {
  const { active, title, onClick } = useMenuEntry(entry, locked);
  return (
    <Tooltip title={title} placement="right" enterDelay={0} enterNextDelay={0} arrow>
      <IconButton
        component={RouterLink}
        to={entry.path}
        onClick={onClick}
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
