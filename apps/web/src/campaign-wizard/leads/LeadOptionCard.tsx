import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CircularProgress, Typography } from '@mui/material';

interface LeadOptionCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  busy?: boolean;
  onClick: () => void;
}

/** One of the three ways to make a lead list, as a large clickable card. */
export const LeadOptionCard = ({ icon, title, description, busy = false, onClick }: LeadOptionCardProps) => (
  <Card variant="outlined" sx={{ flex: '1 1 220px', maxWidth: 320 }}>
    <CardActionArea onClick={onClick} disabled={busy} sx={{ p: 3, height: '100%', textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 40 } }}>
        {busy ? <CircularProgress size={40} /> : icon}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </CardActionArea>
  </Card>
);
