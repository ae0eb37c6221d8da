import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useDisconnectionWatcher } from '../hooks/useDisconnectionWatcher';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { useResolvedToasts } from '../hooks/useResolvedToasts';
import { useSessionExpiryWatcher } from '../hooks/useSessionExpiryWatcher';
import { useRecordSettingsVisit } from '../hooks/useSettingsVisited';
import { useTrialAutoStart } from '../hooks/useTrialAutoStart';
import { RealtimeProvider } from '../realtime';
import { AccessGuard } from './AccessGuard';
import { Menu } from './Menu';
import { pageTitleFor } from './page-titles';
import { PageTitle } from './PageTitle';
import { PhoneMenu } from './PhoneMenu';

/** While a page's code arrives: the menu stays, the content area shows a spinner. */
const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);

/**
 * The protected layout: the menu and a content area behind the access guard, with the real-time
 * connection. The content area sets every page's margins; pages add none of their own.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useSessionExpiryWatcher();
  useDisconnectionWatcher();
  useTrialAutoStart();
  useResolvedToasts();
  useRecordSettingsVisit();
  const phone = usePhoneLayout();
  const { pathname } = useLocation();
  return (
    <RealtimeProvider>
      <PageTitle title={pageTitleFor(pathname)} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: phone ? 'column' : 'row',
          minHeight: '100vh',
          bgcolor: 'background.default',
        }}
      >
        {phone ? <PhoneMenu /> : <Menu />}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          <Suspense fallback={<PageLoading />}>
            <AccessGuard>{children}</AccessGuard>
          </Suspense>
        </Box>
      </Box>
    </RealtimeProvider>
  );
};
