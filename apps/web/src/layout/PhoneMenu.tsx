import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { BrandMark } from './BrandMark';
import { useRoles } from '../hooks/useRoles';
import { ACCOUNT_ENTRY, isActiveEntry, menuEntriesFor, type MenuEntry } from './menu-entries';
import { useMenuEntry } from './MenuItem';

const DrawerEntry = ({ entry, locked, onNavigate }: { entry: MenuEntry; locked: boolean; onNavigate: () => void }) => {
  const { active, title, onClick } = useMenuEntry(entry, locked, onNavigate);
  return (
    <ListItemButton
      component={RouterLink}
      to={entry.path}
      onClick={onClick}
      selected={active}
      aria-disabled={locked || undefined}
      aria-current={active ? 'page' : undefined}
      title={locked ? title : undefined}
      sx={{ borderRadius: 2, mx: 1, opacity: locked ? 0.45 : 1, color: active ? 'primary.main' : 'text.primary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{entry.icon}</ListItemIcon>
      <ListItemText primary={entry.label} secondary={locked ? 'Connect LinkedIn first' : undefined} />
    </ListItemButton>
  );
};

/** On a phone the sidebar is a top bar with the page's name, and a drawer that opens from it. */
export const PhoneMenu = () => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { connected } = useLinkedInStatus();
  const locked = connected === false;
  const entries = menuEntriesFor(useRoles().isSupport);
  const close = () => setOpen(false);
  const current = [...entries, ACCOUNT_ENTRY].find((entry) => isActiveEntry(entry, pathname));
  return (
    <>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <BrandMark size={32} />
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {current?.label ?? 'Outflow'}
        </Typography>
      </Box>
      <Drawer open={open} onClose={close} slotProps={{ paper: { sx: { width: 280, py: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, mb: 2 }}>
          <BrandMark size={32} />
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            Outflow
          </Typography>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <List disablePadding>
            {entries.map((entry) => (
              <DrawerEntry key={entry.path} entry={entry} locked={entry.gated && locked} onNavigate={close} />
            ))}
          </List>
          <Divider sx={{ my: 1, mt: 'auto' }} />
          <List disablePadding>
            <DrawerEntry entry={ACCOUNT_ENTRY} locked={false} onNavigate={close} />
          </List>
        </Box>
      </Drawer>
    </>
  );
};
