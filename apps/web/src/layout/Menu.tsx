import { Box, Stack } from '@mui/material';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { useRoles } from '../hooks/useRoles';
import { BrandMark } from './BrandMark';
import { ACCOUNT_ENTRY, menuEntriesFor } from './menu-entries';
import { MenuItem } from './MenuItem';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';

export const MENU_WIDTH = 72;

/** The narrow left sidebar: gated entries lock only once the LinkedIn check says "not connected". */
export const Menu = () => {
  const { connected } = useLinkedInStatus();
  const locked = connected === false;
  const { isSupport } = useRoles();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        width: MENU_WIDTH,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: 2,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <BrandMark />
      </Box>
      <Stack spacing={1} alignItems="center">
        {menuEntriesFor(isSupport).map((entry) => (
          <MenuItem key={entry.path} entry={entry} locked={entry.gated && locked} />
        ))}
      </Stack>
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <WorkspaceSwitcher />
        <MenuItem entry={ACCOUNT_ENTRY} locked={false} />
      </Box>
    </Box>
  );
};
