import { useState } from 'react';
import { Alert, AlertTitle, Avatar, Box, Button, Chip, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Confirm } from 'react-admin';
import toast from 'react-hot-toast';
import type { AccountRestriction, LinkedInAccountView } from '@outflow/api-contract';
import { WHILE_RESTRICTED } from '@outflow/domain';
import { disconnectLinkedIn } from '../api/linkedin-accounts-api';
import { formatDateTime } from '../layout/dates';

/**
 * The connected account: picture, name, headline, and the disconnect button; when LinkedIn has
 * restricted it, that instead of a plain "Connected": since when, until when, and what Outflow does.
 */
export const LinkedInProfileCard = ({
  account,
  restriction,
  manages = true,
  onDisconnected,
}: {
  account: LinkedInAccountView;
  restriction: AccountRestriction | null;
  /** Whether the viewer may disconnect it (owners and admins; a member sees no such button). */
  manages?: boolean;
  onDisconnected: () => void;
}) => {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const name = account.fullName || 'LinkedIn member';
  const updated = account.lastUpdated ? new Date(account.lastUpdated) : null;

  const disconnect = async () => {
    setPending(true);
    try {
      await disconnectLinkedIn();
      toast.success('LinkedIn account disconnected', { id: 'linkedin-disconnected-by-user' });
      onDisconnected();
    } catch {
      toast.error('Failed to disconnect LinkedIn account', { duration: 5000 });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <Avatar src={account.profilePictureUrl ?? undefined} alt={name} sx={{ width: 72, height: 72 }}>
        {name.charAt(0)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 220 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6">{name}</Typography>
          {restriction ? (
            <Chip size="small" color="warning" label="Restricted by LinkedIn" />
          ) : (
            <Chip size="small" color="success" label="Connected" />
          )}
        </Box>
        {account.headline && (
          <Typography variant="body2" color="text.secondary">
            {account.headline}
          </Typography>
        )}
        {account.email && (
          <Typography variant="body2" color="text.secondary">
            {account.email}
          </Typography>
        )}
        {updated && !Number.isNaN(updated.getTime()) && (
          <Typography variant="caption" color="text.secondary">
            Last updated {formatDateTime(updated)}
          </Typography>
        )}
      </Box>
      {manages && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<LinkOffIcon />}
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          Disconnect
        </Button>
      )}
      {restriction && (
        <Alert severity="warning" sx={{ flexBasis: '100%' }} data-testid="linkedin-restriction">
          <AlertTitle>
            LinkedIn has restricted this account since {formatDateTime(restriction.since)}
            {restriction.until ? `, until ${formatDateTime(restriction.until)}` : ''}
          </AlertTitle>
          {WHILE_RESTRICTED}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title="Disconnect LinkedIn account"
        content="Campaigns stop running until you connect an account again."
        confirm="Disconnect"
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
