import { Box, Chip } from '@mui/material';

/** Short labels (an API key's scopes, a subscription's events) as small chips that wrap. */
export const ChipList = ({ labels }: { labels: readonly string[] }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    {labels.map((label) => (
      <Chip key={label} label={label} size="small" />
    ))}
  </Box>
);
