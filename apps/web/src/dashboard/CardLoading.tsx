import { Box, CircularProgress } from '@mui/material';

/** What a card shows while its figures load. */
export const CardLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
    <CircularProgress size={28} />
  </Box>
);
