import { Box, Link, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRecord } from './campaign-record';
import { formatRate, listsOfLeads } from './campaign-figures';
import type { ExecutionStatus } from './campaign-status';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStatusToggle } from './CampaignStatusToggle';
import { DeleteCampaignButton } from './DeleteCampaignButton';

/** Spec 02 §1: editing an existing campaign is disabled (the campaign page's Edit button says so). */
export const EDITING_DISABLED = 'Editing an existing campaign is disabled. Please create a new campaign instead.';

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

export const CampaignRow = ({ campaign, status, onToggle }: { campaign: CampaignRecord; status: ExecutionStatus; onToggle: () => void }) => (
  <TableRow hover>
    <TableCell>
      <Link component={RouterLink} to={`/campaigns/${encodeURIComponent(campaign.id)}`} variant="subtitle2" underline="hover" sx={{ fontWeight: 600, textAlign: 'left', mb: 0.5, display: 'inline-block' }}>
        {campaign.name}
      </Link>
      <CampaignProgress progressStatus={campaign.progressStatus} status={status} stats={campaign.targetStats} statusReason={campaign.statusReason} />
    </TableCell>
    <TableCell>
      <Figure label="All leads" value={campaign.targetCount ?? 0} />
      <Figure label="Lists of leads" value={listsOfLeads(campaign.targetsBySourceCount)} />
    </TableCell>
    <TableCell>
      <Figure label="Acceptance rate" value={formatRate(campaign.connectionAcceptRate)} />
      <Figure label="Response rate" value={formatRate(campaign.responseRate)} />
    </TableCell>
    <TableCell>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <CampaignStatusToggle status={status} createdAt={campaign.createdAt} onToggle={onToggle} />
        <DeleteCampaignButton campaign={campaign} />
      </Box>
    </TableCell>
  </TableRow>
);
