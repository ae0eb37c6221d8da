import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** An outlined card under a heading (the dashboard's cards, a lead's sections); `section` makes it a landmark named by its title. */
export const TitledCard = ({ title, section = false, children }: { title: string; section?: boolean; children: ReactNode }) => (
  <Card variant="outlined" {...(section ? { component: 'section', 'aria-label': title } : {})}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
