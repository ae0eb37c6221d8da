import { Box, Stack } from '@mui/material';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { useRoles } from '../hooks/useRoles';
import { BrandMark } from './BrandMark';
import { ACCOUNT_ENTRY, MENU_ENTRIES, SUPPORT_ENTRY } from './menu-entries';
import { MenuItem } from './MenuItem';

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
        {MENU_ENTRIES.map((entry) => (
          <MenuItem key={entry.path} entry={entry} locked={entry.gated && locked} />
        ))}
        {isSupport && <MenuItem entry={SUPPORT_ENTRY} locked={false} />}
      </Stack>
      <Box sx={{ mt: 'auto' }}>
        <MenuItem entry={ACCOUNT_ENTRY} locked={false} />
      </Box>
    </Box>
  );
};
