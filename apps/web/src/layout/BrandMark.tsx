import { Box } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';

/** Outflow's mark: a paper plane on the primary colour. */
export const BrandMark = ({ size = 40 }: { size?: number }) => (
  <Box
    role="img"
    aria-label="Outflow"
    sx={{
      width: size,
      height: size,
      borderRadius: 2,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    }}
  >
    <SendIcon sx={{ fontSize: size * 0.5, transform: 'rotate(-30deg)' }} />
  </Box>
);
