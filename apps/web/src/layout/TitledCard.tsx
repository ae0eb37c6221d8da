import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

interface TitledCardProps {
  title: string;
  /** Makes it a landmark named by its title. */
  section?: boolean;
  /** Stacks the heading and each child in a column, evenly spaced (the prompt page's cards). */
  stack?: boolean;
  children: ReactNode;
}

/** An outlined card under a heading (the dashboard's cards, a lead's sections, the prompt page's cards). */
export const TitledCard = ({ title, section = false, stack = false, children }: TitledCardProps) => (
  <Card variant="outlined" {...(section ? { component: 'section', 'aria-label': title } : {})}>
    <CardContent sx={stack ? { display: 'flex', flexDirection: 'column', gap: 2 } : undefined}>
      <Typography variant="h6" component="h2" gutterBottom={!stack}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
