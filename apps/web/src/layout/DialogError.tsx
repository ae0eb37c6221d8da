import { Alert } from '@mui/material';

/** Why a dialog's last try failed, above its fields; nothing while there is no failure. */
export const DialogError = ({ message }: { message: string | null | false }) =>
  message ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  ) : null;
