import { Box, Button, Typography } from '@mui/material';

export const AuthError = () => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
    }}
  >
    <Typography variant="h5" component="h1">
      Authentication Error
    </Typography>
    <Button variant="contained" onClick={() => window.location.assign('/')}>
      Return to Home
    </Button>
  </Box>
);
