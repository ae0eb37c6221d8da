import { useState } from 'react';
import { IconButton } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete } from 'react-admin';
import toast from 'react-hot-toast';
import type { CampaignRecord } from './campaign-record';

/** Deletes after a confirmation; on success react-admin drops the row from the list. */
export const DeleteCampaignButton = ({ campaign }: { campaign: CampaignRecord }) => {
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete<CampaignRecord>();

  const confirm = () =>
    deleteOne(
      'campaigns',
      { id: campaign.id, previousData: campaign },
      {
        onSettled: () => setConfirming(false),
        onSuccess: () => toast.success('Campaign deleted', { id: 'campaign-deleted' }),
        onError: () => toast.error('Failed to delete campaign. Please try again.', { duration: 5000 }),
      },
    );

  return (
    <>
      <IconButton
        title="Delete campaign"
        aria-label="Delete campaign"
        onClick={() => setConfirming(true)}
        disabled={isPending}
      >
        <DeleteOutlineIcon />
      </IconButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Delete campaign"
        content={`Delete "${campaign.name}"? Its leads stop being contacted.`}
        confirm="Delete"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
