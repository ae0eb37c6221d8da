import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SearchField } from '../layout/SearchField';
import { findUsers } from './support-api';
import { formatDate } from '../layout/dates';

/** /support: find a user by e-mail or name (support staff only; each user found learns of the search in their access log). */
export const SupportConsole = () => {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const users = useQuery({
    queryKey: ['support', 'users', searched],
    queryFn: () => findUsers(searched),
    enabled: searched.length >= 2,
    refetchOnWindowFocus: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(text.trim());
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        Support
      </Typography>
      <Alert severity="info">
        Read-only: support staff can look at a user’s account and campaigns but change nothing. Every page you open is
        recorded in that user’s access log.
      </Alert>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2 }}>
        <SearchField placeholder="E-mail or name" value={text} onChange={setText} />
        <Button type="submit" variant="contained" disabled={text.trim().length < 2} sx={{ flexShrink: 0 }}>
          Find user
        </Button>
      </Box>
      {users.isError && <Alert severity="error">The search failed. Please try again.</Alert>}
      {users.data && (
        <Card variant="outlined">
          {users.data.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              No user matches “{searched}”.
            </Typography>
          ) : (
            <List aria-label="Users found">
              {users.data.map((u) => (
                <ListItem
                  key={u.id}
                  divider
                  secondaryAction={u.roles.includes('support') ? <Chip size="small" label="support" /> : undefined}
                >
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`/support/users/${encodeURIComponent(u.id)}`}
                        underline="hover"
                        fontWeight={600}
                      >
                        {u.name || u.email}
                      </Link>
                    }
                    secondary={`${u.email} · registered ${formatDate(u.registeredAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      )}
    </Stack>
  );
};
