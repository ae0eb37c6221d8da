import { Box } from '@mui/material';
import { keyframes } from '@mui/system';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** Shown while the sign-in check runs or a provider return is handled: a red spinning ring on white. */
export const FullScreenSpinner = () => (
  <Box
    role="progressbar"
    aria-label="Loading"
    sx={{
      position: 'fixed',
      inset: 0,
      bgcolor: '#fff',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: 2000,
    }}
  >
    <Box
      sx={{
        width: 48,
        height: 48,
        borderRadius: '50%',
        border: '4px solid rgba(220, 38, 38, 0.15)',
        borderTopColor: '#dc2626',
        animation: `${spin} 0.8s linear infinite`,
      }}
    />
  </Box>
);
