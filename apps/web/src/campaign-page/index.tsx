import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';

const LazyCampaignPage = lazy(() => import('./CampaignPage'));

/** The campaign page, on a chunk of its own (React Flow comes with it). */
export const CampaignPage = () => (
  <Suspense
    fallback={<CircularProgress aria-label="Loading the campaign" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}
  >
    <LazyCampaignPage />
  </Suspense>
);
