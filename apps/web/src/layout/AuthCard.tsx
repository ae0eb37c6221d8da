import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { BrandMark } from './BrandMark';
import { PageTitle } from './PageTitle';

/** The centred card the sign-in and sign-up pages share. */
export const AuthCard = ({
  title,
  tabTitle,
  subtitle,
  children,
}: {
  title: string;
  tabTitle: string;
  subtitle?: string;
  children: ReactNode;
}) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: 2,
    }}
  >
    <PageTitle title={`${tabTitle} · Outflow`} />
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent sx={{ p: 4 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BrandMark size={48} />
        </Box>
        <Typography variant="h5" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  </Box>
);
