import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { StopContactingDialog } from './StopContactingDialog';

interface StopContactingButtonProps {
  /** The person's name as the page shows it. */
  who: string;
  profileUrl: string;
  /** An icon in a table row; a labelled button elsewhere. */
  compact?: boolean;
  onDone?: () => void;
}

/** "Stop contacting" one person (a lead, a chat's member, a campaign's lead row): confirm, then the list. */
export const StopContactingButton = ({ who, profileUrl, compact = false, onDone }: StopContactingButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title="Stop contacting">
          <IconButton size="small" aria-label={`Stop contacting ${who}`} onClick={() => setOpen(true)}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size="small"
          color="warning"
          startIcon={<BlockIcon />}
          aria-label={`Stop contacting ${who}`}
          onClick={() => setOpen(true)}
        >
          Stop contacting
        </Button>
      )}
      <StopContactingDialog
        open={open}
        who={who}
        input={{ profileUrls: [profileUrl] }}
        onCancel={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onDone?.();
        }}
      />
    </>
  );
};
