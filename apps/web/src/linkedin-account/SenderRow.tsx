import { useState } from 'react';
import { Avatar, Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Confirm } from 'react-admin';
import toast from 'react-hot-toast';
import type { LinkedInSender } from '@outflow/api-contract';
import { removeSender } from '../api/linkedin-accounts-api';
import { senderStanding, senderUsagePercent, senderUsageText, senderWarmUpText, STANDING_LABEL } from './sender-view';

/** The sender's day: today's actions against its daily total in force, and its warm-up day. */
export const SenderDayGauge = ({ sender }: { sender: LinkedInSender }) => (
  <Box sx={{ width: 200 }} data-testid="sender-day">
    <Typography variant="body2">{senderUsageText(sender)}</Typography>
    <LinearProgress
      variant="determinate"
      value={senderUsagePercent(sender)}
      aria-label={`${sender.fullName || 'LinkedIn member'}: ${senderUsageText(sender)}`}
      sx={{ my: 0.5 }}
    />
    <Typography variant="caption" color="text.secondary">
      {senderWarmUpText(sender)}
    </Typography>
  </Box>
);

const CHIP_COLOR = { connected: 'success', restricted: 'warning', disconnected: 'default' } as const;

/**
 * One sender of the Senders page: who it is, its standing, today's usage against its limit and its
 * warm-up day; reconnect and remove for those who manage senders.
 */
export const SenderRow = ({
  sender,
  manages,
  onReconnect,
  onRemoved,
}: {
  sender: LinkedInSender;
  manages: boolean;
  onReconnect: (accountId: string) => void;
  onRemoved: () => void;
}) => {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const name = sender.fullName || 'LinkedIn member';
  const standing = senderStanding(sender);

  const remove = async () => {
    setPending(true);
    try {
      await removeSender(sender.accountId);
      toast.success(`${name} removed`, { id: `sender-removed-${sender.accountId}` });
      onRemoved();
    } catch {
      toast.error(`Failed to remove ${name}`, { duration: 5000 });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Box
      data-testid="sender-row"
      data-account-id={sender.accountId}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1.5 }}
    >
      <Avatar src={sender.profilePictureUrl ?? undefined} alt={name} sx={{ width: 48, height: 48 }}>
        {name.charAt(0)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1">{name}</Typography>
          <Chip size="small" color={CHIP_COLOR[standing]} label={STANDING_LABEL[standing]} />
        </Box>
        {sender.headline && (
          <Typography variant="body2" color="text.secondary">
            {sender.headline}
          </Typography>
        )}
      </Box>
      {standing !== 'disconnected' && <SenderDayGauge sender={sender} />}
      {manages && standing === 'disconnected' && (
        <Button variant="outlined" startIcon={<LinkedInIcon />} onClick={() => onReconnect(sender.accountId)}>
          Reconnect
        </Button>
      )}
      {manages && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`Remove ${name}`}
        content="Its campaigns' leads wait until another sender takes them or it is connected again."
        confirm="Remove"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
