import { lazy, Suspense, type ComponentType } from 'react';
import { CircularProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useRoles } from '../hooks/useRoles';

/** Each support page on the support chunk, shown to support staff only (the server refuses anyone else anyway). */
function supportPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function SupportOnlyPage() {
    const { roles, isSupport } = useRoles();
    if (roles === undefined)
      return <CircularProgress aria-label="Loading" sx={{ display: 'block', mx: 'auto', mt: 8 }} />;
    if (!isSupport) return <Navigate to="/" replace />;
    return (
      <Suspense fallback={<CircularProgress aria-label="Loading" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}>
        <Page />
      </Suspense>
    );
  };
}

export const SupportConsolePage = supportPage(() =>
  import('./SupportConsole').then((m) => ({ default: m.SupportConsole })),
);
export const SupportUserRoute = supportPage(() =>
  import('./SupportUserPage').then((m) => ({ default: m.SupportUserPage })),
);
export const SupportCampaignRoute = supportPage(() =>
  import('./SupportCampaignPage').then((m) => ({ default: m.SupportCampaignPage })),
);
