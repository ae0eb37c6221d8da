import { IconButton } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { CampaignRecord } from './campaign-record';
import { EDITING_DISABLED } from './CampaignRow';

/**
 * Edit: a running or paused campaign opens the revision of its sequence (the campaign page's
 * "Revise sequence"); a completed or failed one says, as the spec does, to create a new campaign.
 */
export const EditCampaignButton = ({ campaign }: { campaign: CampaignRecord }) => {
  const navigate = useNavigate();
  const revisable = campaign.status === 'active' || campaign.status === 'paused';
  return (
    <IconButton
      title="Edit campaign"
      aria-label="Edit campaign"
      onClick={() =>
        revisable
          ? void navigate(`/campaigns/${encodeURIComponent(campaign.id)}/sequence`)
          : toast.error(EDITING_DISABLED, { id: 'campaign-edit-disabled', duration: 5000 })
      }
    >
      <EditIcon />
    </IconButton>
  );
};
