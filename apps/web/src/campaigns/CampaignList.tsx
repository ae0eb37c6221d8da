import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetList } from 'react-admin';
import { Alert, Box, Button, Card, Checkbox, FormControlLabel, TableCell, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CampaignRecord } from './campaign-record';
import { filterCampaigns } from './campaign-figures';
import { executionStatus } from './campaign-status';
import { CampaignCard, CampaignRow } from './CampaignRow';
import { useCampaignLiveUpdates } from './useCampaignLiveUpdates';
import { useCampaignStatusToggle } from './useCampaignStatusToggle';
import { useErrorToast } from '../hooks/useErrorToast';
import { ListMessage, ListToolbar, RowsOrCards } from '../layout/ListParts';
import { SearchField } from '../layout/SearchField';

export const CAMPAIGNS_REFRESH_MS = 10_000;
const COLUMNS = ['Overview', 'Leads', 'LinkedIn', 'Status'];
const LOAD_FAILED = 'Failed to load campaigns. Please try again.';

const NewCampaignButton = () => {
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/campaigns/new')}>
      New campaign
    </Button>
  );
};

/** /campaigns: every campaign with its progress, figures and start/pause, live over the socket and reloaded every 10 s. */
export const CampaignList = () => {
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const { data, isPending, error, refetch } = useGetList<CampaignRecord>(
    'campaigns',
    { pagination: { page: 1, perPage: 1000 } },
    { refetchInterval: CAMPAIGNS_REFRESH_MS },
  );
  useCampaignLiveUpdates();
  const { overrides, toggle } = useCampaignStatusToggle(refetch);
  const campaigns = filterCampaigns(data ?? [], search, activeOnly);
  const filtered = search.trim() !== '' || activeOnly;
  // A reload that fails while the list is shown says so, and stops saying so once one succeeds.
  useErrorToast(Boolean(error && data), LOAD_FAILED, 'campaigns-load-failed');
  const statusOf = (campaign: CampaignRecord) => overrides[campaign.id] ?? executionStatus(campaign.status);

  let body;
  if (isPending) {
    body = <ListMessage text="Loading campaigns..." />;
  } else if (error && !data) {
    body = (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{LOAD_FAILED}</Alert>
      </Box>
    );
  } else if (campaigns.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
        <Typography variant="h6">{filtered ? 'No campaigns for the selected filters' : 'No campaigns yet'}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Create a new campaign to get started with LinkedIn automation
        </Typography>
        <NewCampaignButton />
      </Box>
    );
  } else {
    const onToggle = (campaign: CampaignRecord) => () => void toggle(campaign.id, statusOf(campaign));
    body = (
      <RowsOrCards
        items={campaigns}
        keyOf={(campaign) => campaign.id}
        label="Campaigns"
        head={COLUMNS.map((column) => (
          <TableCell key={column}>{column}</TableCell>
        ))}
        row={(campaign) => (
          <CampaignRow
            key={campaign.id}
            campaign={campaign}
            status={statusOf(campaign)}
            onToggle={onToggle(campaign)}
          />
        )}
        card={(campaign) => (
          <CampaignCard campaign={campaign} status={statusOf(campaign)} onToggle={onToggle(campaign)} />
        )}
      />
    );
  }

  return (
    <Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          Campaigns
        </Typography>
        <NewCampaignButton />
      </Box>
      <Card variant="outlined">
        <ListToolbar>
          <SearchField placeholder="Search" value={search} onChange={setSearch} />
          <FormControlLabel
            control={<Checkbox checked={activeOnly} onChange={(event) => setActiveOnly(event.target.checked)} />}
            label="Active only"
          />
        </ListToolbar>
        {body}
      </Card>
    </Box>
  );
};
