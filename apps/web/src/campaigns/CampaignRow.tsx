import { Box, Card, CardContent, Link, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRecord } from './campaign-record';
import { formatRate, listsOfLeads } from './campaign-figures';
import type { ExecutionStatus } from './campaign-status';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStatusToggle } from './CampaignStatusToggle';
import { DeleteCampaignButton } from './DeleteCampaignButton';
import { EditCampaignButton } from './EditCampaignButton';

/** Spec 02 §1: editing an existing campaign is disabled (the campaign page's Edit button says so). */
export const EDITING_DISABLED = 'Editing an existing campaign is disabled. Please create a new campaign instead.';

interface CampaignItemProps {
  campaign: CampaignRecord;
  status: ExecutionStatus;
  onToggle: () => void;
}

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, maxWidth: 200 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" fontWeight={600}>
      {value}
    </Typography>
  </Box>
);

/** The name opens the campaign's page. */
const CampaignName = ({ campaign }: { campaign: CampaignRecord }) => (
  <Link
    component={RouterLink}
    to={`/campaigns/${encodeURIComponent(campaign.id)}`}
    variant="subtitle2"
    underline="hover"
    sx={{ fontWeight: 600, textAlign: 'left', mb: 0.5, display: 'inline-block' }}
  >
    {campaign.name}
  </Link>
);

const LeadFigures = ({ campaign }: { campaign: CampaignRecord }) => (
  <>
    <Figure label="All leads" value={campaign.targetCount ?? 0} />
    <Figure label="Lists of leads" value={listsOfLeads(campaign.targetsBySourceCount)} />
  </>
);

const LinkedInFigures = ({ campaign }: { campaign: CampaignRecord }) => (
  <>
    <Figure label="Acceptance rate" value={formatRate(campaign.connectionAcceptRate)} />
    <Figure label="Response rate" value={formatRate(campaign.responseRate)} />
  </>
);

const StatusControls = ({ campaign, status, onToggle }: CampaignItemProps) => (
  <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
    <CampaignStatusToggle status={status} createdAt={campaign.createdAt} onToggle={onToggle} />
    <Box sx={{ display: 'flex' }}>
      <EditCampaignButton campaign={campaign} />
      <DeleteCampaignButton campaign={campaign} />
    </Box>
  </Box>
);

/** What a campaign shows, in the same four parts in the table and on a phone's card. */
const campaignParts = ({ campaign, status, onToggle }: CampaignItemProps) => ({
  overview: (
    <>
      <CampaignName campaign={campaign} />
      <CampaignProgress
        progressStatus={campaign.progressStatus}
        status={status}
        stats={campaign.targetStats}
        statusReason={campaign.statusReason}
      />
    </>
  ),
  leads: <LeadFigures campaign={campaign} />,
  linkedIn: <LinkedInFigures campaign={campaign} />,
  controls: <StatusControls campaign={campaign} status={status} onToggle={onToggle} />,
});

/** A campaign as a row of the table: Overview, Leads, LinkedIn, Status (spec 02 §2). */
export const CampaignRow = (props: CampaignItemProps) => {
  const { overview, leads, linkedIn, controls } = campaignParts(props);
  return (
    <TableRow hover data-campaign-id={props.campaign.id}>
      {[overview, leads, linkedIn, controls].map((part, column) => (
        <TableCell key={column}>{part}</TableCell>
      ))}
    </TableRow>
  );
};

/** The same campaign as a card on a phone: the status, the toggle and delete stay in view. */
export const CampaignCard = (props: CampaignItemProps) => {
  const { overview, leads, linkedIn, controls } = campaignParts(props);
  return (
    <Card variant="outlined" component="article" aria-label={props.campaign.name} data-campaign-id={props.campaign.id}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box>{overview}</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
          {[leads, linkedIn].map((figures, column) => (
            <Box key={column}>{figures}</Box>
          ))}
        </Box>
        {controls}
      </CardContent>
    </Card>
  );
};
