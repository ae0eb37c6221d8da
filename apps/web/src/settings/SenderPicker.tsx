import { MenuItem, TextField } from '@mui/material';
import { useSenders } from '../linkedin-account/useSenders';
const WORKSPACE = '';

/**
 * Whose limits and working hours the form shows: the workspace's (every sender's defaults) or one
 * sender's own. Shown only when the workspace has more than one sender (one sender: the spec's page).
 */
export const SenderPicker = ({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (accountId: string | undefined) => void;
}) => {
  // The Senders page's query (one key, one shape: the list of senders).
  const senders = useSenders().data ?? [];
  if (senders.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Sender"
      value={value ?? WORKSPACE}
      onChange={(e) => onChange(e.target.value === WORKSPACE ? undefined : e.target.value)}
      sx={{ mb: 3, width: 420, maxWidth: '100%' }}
    >
      <MenuItem value={WORKSPACE}>All senders (workspace defaults)</MenuItem>
      {senders.map((s) => (
        <MenuItem key={s.accountId} value={s.accountId}>
          {s.fullName ?? s.accountId}
        </MenuItem>
      ))}
    </TextField>
  );
};
