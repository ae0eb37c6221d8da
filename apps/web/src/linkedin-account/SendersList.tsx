import { Alert, AlertTitle, Box, Button, CircularProgress, Divider, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { LinkedInSender } from '@outflow/api-contract';
import { SenderRow } from './SenderRow';
import { useLinkedInConnect } from './useLinkedInConnect';

/** Connecting another sender: the hosted sign-in as for the first, with its manual link and error. */
export const ConnectAnotherSender = () => {
  const { connect, pending, authLink, showManualLink, error } = useLinkedInConnect();
  return (
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <AddIcon />}
        disabled={pending}
        onClick={() => void connect()}
      >
        Connect another sender
      </Button>
      {authLink && showManualLink && (
        <Link href={authLink} underline="always">
          Open LinkedIn Authentication
        </Link>
      )}
      {error && (
        <Alert severity="error" sx={{ width: '100%', maxWidth: 480 }}>
          <AlertTitle>Connection Failed</AlertTitle>
          {error.message}
        </Alert>
      )}
    </Box>
  );
};

/** The Senders page's list: every sender of the workspace, then "Connect another sender" for those who manage them. */
export const SendersList = ({
  senders,
  manages,
  onChanged,
}: {
  senders: readonly LinkedInSender[];
  manages: boolean;
  onChanged: () => void;
}) => {
  const { connect } = useLinkedInConnect();
  return (
    <Box data-testid="senders-list">
      {senders.map((sender, i) => (
        <Box key={sender.accountId}>
          {i > 0 && <Divider />}
          <SenderRow
            sender={sender}
            manages={manages}
            onReconnect={(accountId) => void connect(accountId)}
            onRemoved={onChanged}
          />
        </Box>
      ))}
      {manages && <ConnectAnotherSender />}
    </Box>
  );
};
