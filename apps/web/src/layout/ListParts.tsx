import { Box, Table, TableBody, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Key, ReactNode } from 'react';
import { usePhoneLayout } from '../hooks/usePhoneLayout';

/** The bar of filters above a list's table (search box, checkboxes, selects). */
export const ListToolbar = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      p: 2,
      flexWrap: 'wrap',
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    {children}
  </Box>
);

/** A one-line state in place of a list's table: loading, empty, failed. */
export const ListMessage = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    {text}
  </Typography>
);

interface RowsOrCardsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** The list's accessible name (the table's, and the list of cards' on phones). */
  label: string;
  /** The header cells of the table. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
}

/** A list's items: a table on wide screens, a column of cards on phones (react-admin's Datagrid has no cards; see the README). */
export function RowsOrCards<T>({ items, keyOf, label, head, row, card }: RowsOrCardsProps<T>) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Box role="list" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5 }}>
        {items.map((item) => (
          <Box role="listitem" key={keyOf(item)}>
            {card(item)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{items.map(row)}</TableBody>
      </Table>
    </TableContainer>
  );
}
