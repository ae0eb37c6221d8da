import { Suspense, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useDisconnectionWatcher } from '../hooks/useDisconnectionWatcher';
import { useTrialAutoStart } from '../hooks/useTrialAutoStart';
import { RealtimeProvider } from '../realtime';
import { AccessGuard } from './AccessGuard';
import { Menu } from './Menu';

/** While a page's code arrives: the sidebar stays, the content area shows a spinner. */
const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);

/** The protected layout: the sidebar and a content area behind the access guard, with the real-time connection. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDisconnectionWatcher();
  useTrialAutoStart();
  return (
    <RealtimeProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Menu />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          <Suspense fallback={<PageLoading />}>
            <AccessGuard>{children}</AccessGuard>
          </Suspense>
        </Box>
      </Box>
    </RealtimeProvider>
  );
};
