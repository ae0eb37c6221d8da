import type { ReactNode } from 'react';
import { TableContainer } from '@mui/material';

/**
 * A table that may be wider than its card (on a phone): it scrolls sideways on its own instead of
 * being cut off, and can take the focus so the keyboard scrolls it too (axe's
 * scrollable-region-focusable), named like the table it holds.
 */
export const WideTable = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableContainer tabIndex={0} role="region" aria-label={label}>
    {children}
  </TableContainer>
);
