import type { ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';

/** A titled card of the dashboard. */
export const DashboardCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** What a card shows while its figures load. */
export const CardLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
    <CircularProgress size={28} />
  </Box>
);
