import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { LinkedInSender } from '@outflow/api-contract';

const ALL = 'all';

/** The inbox's sender filter: every sender's chats, or one sender's (shown when the workspace has several). */
export const SenderFilter = ({
  senders,
  value,
  onChange,
}: {
  senders: readonly LinkedInSender[];
  value: string | null;
  onChange: (accountId: string | null) => void;
}) => (
  <Box sx={{ px: 1.5, pt: 1.5, pb: 0.5 }}>
    <FormControl size="small" fullWidth>
      <InputLabel id="inbox-sender-label">Sender</InputLabel>
      <Select
        labelId="inbox-sender-label"
        label="Sender"
        value={value ?? ALL}
        onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
        inputProps={{ 'data-testid': 'inbox-sender-filter' }}
      >
        <MenuItem value={ALL}>All senders</MenuItem>
        {senders.map((s) => (
          <MenuItem key={s.accountId} value={s.accountId}>
            {s.fullName || 'LinkedIn member'}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  </Box>
);
