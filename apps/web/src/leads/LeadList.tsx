import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { Alert, Box, Button, Card, FormControl, InputLabel, MenuItem, Select, TableCell, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { listCampaigns } from '../api/campaigns-api';
import { fetchLeads, fetchLeadSummary, leadListKey, leadSummaryKey } from './leads-api';
import { campaignOptions, emptyStateFor, filterLeads, type LeadsEmptyState } from './lead-view';
import { LeadCard, LeadRow } from './LeadRow';
import { useLeadsLiveRefresh } from './useLeadsLiveRefresh';
import { ListMessage, ListToolbar, RowsOrCards } from '../layout/ListParts';
import { SearchField } from '../layout/SearchField';

const ALL_CAMPAIGNS = '';

/** 'Failed to fetch leads' when the API answered with an error, 'An unexpected error occurred' otherwise (spec 01 §8). */
const listErrorText = (error: unknown) => (error instanceof HttpError ? 'Failed to fetch leads' : 'An unexpected error occurred');

/** /leads: every lead of the user's campaigns, searchable, filtered by campaign (spec 01 §2 Leads). */
export const LeadList = () => {
  const [search, setSearch] = useState('');
  const [campaignId, setCampaignId] = useState(ALL_CAMPAIGNS);
  useLeadsLiveRefresh();
  const leads = useQuery({ queryKey: leadListKey(campaignId), queryFn: () => fetchLeads(campaignId), retry: 1 });
  const campaigns = useQuery({ queryKey: ['campaigns', 'lead-filter'], queryFn: listCampaigns, retry: 1 });
  const summary = useQuery({ queryKey: leadSummaryKey, queryFn: fetchLeadSummary, retry: 1 });
  const options = campaignOptions(campaigns.data ?? [], summary.data?.campaigns ?? []);
  const loaded = leads.data ?? [];
  const shown = filterLeads(loaded, search);

  let body;
  if (leads.isPending) {
    body = <ListMessage text="Loading leads..." />;
  } else if (leads.isError) {
    body = (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void leads.refetch()}>
              Retry
            </Button>
          }
        >
          {listErrorText(leads.error)}
        </Alert>
      </Box>
    );
  } else {
    const empty = emptyStateFor({ loaded: loaded.length, shown: shown.length, search, campaignId });
    body = empty ? (
      <EmptyState kind={empty} />
    ) : (
      <RowsOrCards
        items={shown}
        keyOf={(lead) => lead._id}
        label="Leads"
        head={
          <>
            <TableCell padding="checkbox" />
            <TableCell>Name</TableCell>
            <TableCell>Headline</TableCell>
            <TableCell>Location</TableCell>
          </>
        }
        row={(lead) => <LeadRow key={lead._id} lead={lead} />}
        card={(lead) => <LeadCard lead={lead} />}
      />
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Leads
        </Typography>
        {leads.data && (
          <Typography color="text.secondary">
            {shown.length === loaded.length ? `${loaded.length} ${loaded.length === 1 ? 'lead' : 'leads'}` : `${shown.length} of ${loaded.length} leads`}
          </Typography>
        )}
      </Box>
      <Card variant="outlined">
        <ListToolbar>
          <SearchField placeholder="Search leads" value={search} onChange={setSearch} />
          <FormControl size="small" variant="outlined" fullWidth={false} sx={{ width: 260, maxWidth: '100%', m: 0 }}>
            {/* Always shrunk: 'All campaigns' is the empty value's label, shown in the field. */}
            <InputLabel id="lead-campaign-filter" shrink>
              Campaign
            </InputLabel>
            <Select
              labelId="lead-campaign-filter"
              label="Campaign"
              notched
              value={campaignId}
              displayEmpty
              onChange={(event) => setCampaignId(event.target.value)}
              renderValue={(value) => (value ? (options.find((o) => o.id === value)?.name ?? value) : 'All campaigns')}
            >
              <MenuItem value={ALL_CAMPAIGNS}>All campaigns</MenuItem>
              {options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </ListToolbar>
        {body}
      </Card>
    </Box>
  );
};


const EmptyState = ({ kind }: { kind: LeadsEmptyState }) => {
  const navigate = useNavigate();
  const [title, hint] =
    kind === 'no-match'
      ? ['No leads found', 'Try adjusting your search']
      : kind === 'empty-campaign'
        ? ['No leads yet', "This campaign doesn't have any leads yet"]
        : ['No leads yet', 'Create a campaign to add leads and start your LinkedIn outreach'];
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h6">{title}</Typography>
      <Typography color="text.secondary" sx={{ mb: kind === 'no-leads' ? 3 : 0 }}>
        {hint}
      </Typography>
      {kind === 'no-leads' && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/campaigns/new')}>
          New campaign
        </Button>
      )}
    </Box>
  );
};
