import { useState } from 'react';
import { Avatar, Box, Button, Chip, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Confirm } from 'react-admin';
import toast from 'react-hot-toast';
import type { LinkedInAccountView } from '@outflow/api-contract';
import { disconnectLinkedIn } from '../api/linkedin-accounts-api';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The connected account: picture, name, headline, and the disconnect button. */
export const LinkedInProfileCard = ({ account, onDisconnected }: { account: LinkedInAccountView; onDisconnected: () => void }) => {
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
          <Chip size="small" color="success" label="Connected" />
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
            Last updated {dateTimeFormat.format(updated)}
          </Typography>
        )}
      </Box>
      <Button color="error" variant="outlined" startIcon={<LinkOffIcon />} disabled={pending} onClick={() => setConfirming(true)}>
        Disconnect
      </Button>
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
