import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import type { LogoutParams } from '../api/auth-provider';
import { readProfile } from '../api/session-storage';
import { AccessLogCard } from './AccessLogCard';

/** /account: who is signed in, and Log Out (back to the site origin). */
export const AccountPage = () => {
  const logout = useLogout();
  const profile = readProfile();
  const name = profile?.name || 'User';
  const params: LogoutParams = { everywhere: true };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Account
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
          <Avatar src={profile?.picture} alt={name} sx={{ width: 72, height: 72, fontSize: 32 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6">{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {profile?.email}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            onClick={() => logout(params, window.location.origin)}
          >
            Log Out
          </Button>
        </CardContent>
      </Card>
      <AccessLogCard />
    </Stack>
  );
};
