import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { CampaignSummary } from '@outflow/domain';
import { EDITING_DISABLED } from '../campaigns/CampaignRow';
import type { CampaignSource } from './campaign-page-api';
import { ResetProfilesButton } from './ResetProfilesButton';
import { formatDate } from '../layout/dates';
import { SequenceVersionsList } from '../campaign-revision/SequenceVersionsList';

const STATUS_LABELS: Record<string, string> = {
  active: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  failed: 'Failed',
};

/** The campaign's name and status; for its owner, Edit (disabled, as the spec says) and Reset profiles. */
export const CampaignHeader = ({
  campaign,
  source,
  senders,
  onReset,
}: {
  campaign: CampaignSummary;
  source: CampaignSource;
  /** The campaign's senders by name; named on the page only when there are several. */
  senders: readonly string[];
  onReset: () => void;
}) => {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(source.backTo)} sx={{ alignSelf: 'flex-start' }}>
        {source.readOnly ? 'Back to the user' : 'Back to Campaigns'}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {campaign.name}
        </Typography>
        <Chip
          label={STATUS_LABELS[campaign.status] ?? campaign.status}
          color={campaign.status === 'active' ? 'success' : 'default'}
        />
        <Typography variant="body2" color="text.secondary">
          Created {formatDate(campaign.createdAt)} · {campaign.leadCount} leads · Sequence v
          {campaign.sequenceVersion ?? 1}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {!source.readOnly && (
          <>
            {/* A running or paused campaign's sequence can be revised; an ended one keeps the spec's message. */}
            {campaign.status === 'active' || campaign.status === 'paused' ? (
              <Button
                variant="outlined"
                startIcon={<EditIcon />}
                onClick={() => navigate(`/campaigns/${encodeURIComponent(campaign.id)}/sequence`)}
              >
                Revise sequence
              </Button>
            ) : (
              <Button
                variant="outlined"
                startIcon={<EditIcon />}
                onClick={() => toast.error(EDITING_DISABLED, { id: 'campaign-edit-disabled', duration: 5000 })}
              >
                Edit
              </Button>
            )}
            <ResetProfilesButton campaignId={campaign.id} onDone={onReset} />
          </>
        )}
      </Box>
      {senders.length > 1 && (
        <Typography variant="body2" color="text.secondary" aria-label="Campaign senders">
          Senders: {senders.join(', ')}
        </Typography>
      )}
      {source.readOnly && (
        <Alert severity="info">
          Support view: read-only. Every page you open here is recorded in the user’s access log.
        </Alert>
      )}
      {!source.readOnly && <SequenceVersionsList campaignId={campaign.id} />}
      {campaign.statusReason && <Alert severity="warning">{campaign.statusReason.message}</Alert>}
    </Box>
  );
};
