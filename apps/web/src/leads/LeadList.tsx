import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  TableCell,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { listCampaigns } from '../api/campaigns-api';
import { fetchLeads, fetchLeadSummary, LEADS_KEY, leadListKey, leadSummaryKey } from './leads-api';
import { BulkLeadActions } from './BulkLeadActions';
import type { LeadSelection } from './bulk-leads-api';
import { campaignOptions, emptyStateFor, filterLeads, type LeadsEmptyState } from './lead-view';
import { LeadCard, LeadRow } from './LeadRow';
import { useLeadsLiveRefresh } from './useLeadsLiveRefresh';
import { ListMessage, ListToolbar, RowsOrCards } from '../layout/ListParts';
import { SearchField } from '../layout/SearchField';

const ALL_CAMPAIGNS = '';

/** 'Failed to fetch leads' when the API answered with an error, 'An unexpected error occurred' otherwise (spec 01 §8). */
const listErrorText = (error: unknown) =>
  error instanceof HttpError ? 'Failed to fetch leads' : 'An unexpected error occurred';

/** /leads: every lead of the user's campaigns, searchable, filtered by campaign (spec 01 §2 Leads). */
export const LeadList = () => {
  const [search, setSearch] = useState('');
  const [campaignId, setCampaignId] = useState(ALL_CAMPAIGNS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const queryClient = useQueryClient();
  useLeadsLiveRefresh();
  const leads = useQuery({ queryKey: leadListKey(campaignId), queryFn: () => fetchLeads(campaignId), retry: 1 });
  const campaigns = useQuery({ queryKey: ['campaigns', 'lead-filter'], queryFn: listCampaigns, retry: 1 });
  const summary = useQuery({ queryKey: leadSummaryKey, queryFn: fetchLeadSummary, retry: 1 });
  const options = campaignOptions(campaigns.data ?? [], summary.data?.campaigns ?? []);
  const loaded = leads.data ?? [];
  const shown = filterLeads(loaded, search);
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((held) => {
      const next = new Set(held);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  const selection: LeadSelection = allMatching
    ? {
        kind: 'matching',
        filter: { campaignId: campaignId || undefined, search: search.trim() || undefined },
        count: shown.length,
      }
    : { kind: 'ids', ids: [...selected] };
  const selectedLeads = allMatching ? shown : shown.filter((lead) => selected.has(lead._id));
  /** Each selected lead leaves its own campaign (one request per campaign). */
  const removeSelection: Parameters<typeof BulkLeadActions>[0]['removeSelection'] = async (remove) => {
    const byCampaign = new Map<string, string[]>();
    for (const lead of selectedLeads)
      byCampaign.set(lead.campaignId, [...(byCampaign.get(lead.campaignId) ?? []), lead._id]);
    let removed = 0;
    let kept = 0;
    for (const [id, ids] of byCampaign) {
      const answer = await remove(id, { kind: 'ids', ids });
      removed += answer.removed;
      kept += answer.kept;
    }
    return { removed, kept };
  };

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
            <TableCell padding="checkbox">
              <Checkbox
                checked={allMatching}
                indeterminate={!allMatching && selected.size > 0}
                onChange={() => (allMatching || selected.size > 0 ? clearSelection() : setAllMatching(true))}
                slotProps={{ input: { 'aria-label': `Select all ${shown.length} matching leads` } }}
              />
            </TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Headline</TableCell>
            <TableCell>Location</TableCell>
          </>
        }
        row={(lead) => (
          <LeadRow
            key={lead._id}
            lead={lead}
            selected={allMatching || selected.has(lead._id)}
            onToggle={() => {
              // Unticking one of "all matching" keeps the others, picked one by one.
              if (allMatching) {
                setAllMatching(false);
                setSelected(new Set(shown.map((l) => l._id).filter((id) => id !== lead._id)));
              } else toggle(lead._id);
            }}
          />
        )}
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
            {shown.length === loaded.length
              ? `${loaded.length} ${loaded.length === 1 ? 'lead' : 'leads'}`
              : `${shown.length} of ${loaded.length} leads`}
          </Typography>
        )}
      </Box>
      <Card variant="outlined">
        <ListToolbar>
          <SearchField
            placeholder="Search leads"
            value={search}
            onChange={(value) => {
              setSearch(value);
              clearSelection();
            }}
          />
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
              onChange={(event) => {
                setCampaignId(event.target.value);
                clearSelection();
              }}
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
        {(allMatching || selected.size > 0) && (
          <BulkLeadActions
            selection={selection}
            removeSelection={removeSelection}
            onClear={clearSelection}
            onDone={() => {
              clearSelection();
              void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
              void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
            }}
          />
        )}
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
