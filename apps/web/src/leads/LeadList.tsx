import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
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
  TablePagination,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { listCampaigns } from '../api/campaigns-api';
import { fetchAllLeads, fetchLeads, fetchLeadSummary, LEADS_KEY, leadListKey, leadSummaryKey } from './leads-api';
import { BulkLeadActions } from './BulkLeadActions';
import type { LeadSelection } from './bulk-leads-api';
import { campaignOptions, emptyStateFor, leadCountText, leadsInScope, type LeadsEmptyState } from './lead-view';
import { LeadCard, LeadRow } from './LeadRow';
import { useLeadsLiveRefresh } from './useLeadsLiveRefresh';
import { ListMessage, ListToolbar, RowsOrCards } from '../layout/ListParts';
import { SearchField } from '../layout/SearchField';

const ALL_CAMPAIGNS = '';

/** 'Failed to fetch leads' when the API answered with an error, 'An unexpected error occurred' otherwise (spec 01 §8). */
const listErrorText = (error: unknown) =>
  error instanceof HttpError ? 'Failed to fetch leads' : 'An unexpected error occurred';

/** /leads: every lead of the user's campaigns, searched, filtered by campaign and paged on the server (spec 01 §2 Leads). */
export const LeadList = () => {
  const [search, setSearch] = useState('');
  const [campaignId, setCampaignId] = useState(ALL_CAMPAIGNS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  /** Rows picked one by one, across pages: id → its campaign (a removal goes to each lead's campaign). */
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const queryClient = useQueryClient();
  useLeadsLiveRefresh();
  const query = { campaignId, search, page, perPage };
  const leads = useQuery({
    queryKey: leadListKey(query),
    queryFn: () => fetchLeads(query),
    retry: 1,
    // The rows stay while the next page or search loads, so the table does not blink.
    placeholderData: keepPreviousData,
  });
  const campaigns = useQuery({ queryKey: ['campaigns', 'lead-filter'], queryFn: listCampaigns, retry: 1 });
  const summary = useQuery({ queryKey: leadSummaryKey, queryFn: fetchLeadSummary, retry: 1 });
  const options = campaignOptions(campaigns.data ?? [], summary.data?.campaigns ?? []);
  const shown = leads.data?.data ?? [];
  const matching = leads.data?.total ?? 0;
  // Before the search: the list's own total, or with a search the summary's count for the filter.
  const inScope = search.trim() && summary.data ? Math.max(matching, leadsInScope(summary.data, campaignId)) : matching;
  // Past the last page (its leads were removed, or the list shrank): the last page with leads.
  const lastPage = Math.max(1, Math.ceil(matching / perPage));
  const pastTheEnd = leads.data !== undefined && !leads.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);
  const clearSelection = () => {
    setSelected(new Map());
    setAllMatching(false);
  };
  const toggle = (id: string, leadCampaignId: string) => {
    setAllMatching(false);
    setSelected((held) => {
      const next = new Map(held);
      if (!next.delete(id)) next.set(id, leadCampaignId);
      return next;
    });
  };
  const filter = { campaignId: campaignId || undefined, search: search.trim() || undefined };
  const selection: LeadSelection = allMatching
    ? { kind: 'matching', filter, count: matching }
    : { kind: 'ids', ids: [...selected.keys()] };
  /**
   * Each selected lead leaves its own campaign (one request per campaign). "All matching" in one
   * campaign is that campaign's filter; across campaigns, the matching leads are read page by page
   * to learn their campaigns.
   */
  const removeSelection: Parameters<typeof BulkLeadActions>[0]['removeSelection'] = async (remove) => {
    if (allMatching && campaignId) return remove(campaignId, { kind: 'matching', filter, count: matching });
    const byCampaign = new Map<string, string[]>();
    const picked = allMatching
      ? (await fetchAllLeads({ campaignId, search })).map((lead) => [lead._id, lead.campaignId] as const)
      : [...selected];
    for (const [id, leadCampaignId] of picked) {
      const ids = byCampaign.get(leadCampaignId) ?? [];
      ids.push(id);
      byCampaign.set(leadCampaignId, ids);
    }
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
    const empty = emptyStateFor({ inScope, matching, search, campaignId });
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
                slotProps={{ input: { 'aria-label': `Select all ${matching} matching leads` } }}
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
              // Unticking one of "all matching" keeps the others of this page, picked one by one.
              if (allMatching) {
                setAllMatching(false);
                setSelected(new Map(shown.filter((l) => l._id !== lead._id).map((l) => [l._id, l.campaignId])));
              } else toggle(lead._id, lead.campaignId);
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
        {leads.data && <Typography color="text.secondary">{leadCountText(matching, inScope)}</Typography>}
      </Box>
      <Card variant="outlined">
        <ListToolbar>
          <SearchField
            placeholder="Search leads"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
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
                setPage(1);
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
        {matching > 0 && (
          <TablePagination
            component="div"
            count={matching}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_e, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        )}
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
