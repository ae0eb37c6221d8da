import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The bar of filters above a list's table (search box, checkboxes, selects). */
export const ListToolbar = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>{children}</Box>
);

/** A one-line state in place of a list's table: loading, empty, failed. */
export const ListMessage = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    {text}
  </Typography>
);
