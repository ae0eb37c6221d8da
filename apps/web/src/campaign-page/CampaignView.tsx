import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Card, CircularProgress, Tab, Tabs } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignLeadRow, TargetStatus } from '@outflow/domain';
import {
  campaignPageKey,
  fetchCampaignState,
  fetchCampaignSenders,
  type CampaignSource,
  type LeadTableParams,
  type ReplayTarget,
} from './campaign-page-api';
import { CampaignFiguresBar } from './CampaignFiguresBar';
import { SenderFiguresTable } from './SenderFiguresTable';
import { CampaignHeader } from './CampaignHeader';
import { CampaignTimeline } from './CampaignTimeline';
import { leadLabel, waitingText } from './lead-row-view';
import { LeadTable } from './LeadTable';
import { BulkLeadActions } from '../leads/BulkLeadActions';
import type { LeadSelection } from '../leads/bulk-leads-api';
import { ReplayBar } from './ReplayBar';
import { useCampaignLiveUpdates } from './useCampaignLiveUpdates';
import { useSenders } from '../linkedin-account/useSenders';

/** The lead whose story the timeline tells, and why it waits now (with until when). */
type StoryLead = { targetId: string; label: string; why?: string | null };
const storyWhy = (row: CampaignLeadRow): string | null => (row.waiting ? waitingText(row) : null);

const SequenceFlow = lazy(() => import('./SequenceFlow'));
const CampaignResults = lazy(() => import('./CampaignResults'));
const LIVE_REFRESH_MS = 10_000;

/**
 * A campaign's page, for its owner or (read-only) for support staff: its figures, its sequence with
 * the leads at each step, its lead table, its timeline, and a replay of any point of its history.
 */
export const CampaignView = ({
  source,
  initialLead = null,
}: {
  source: CampaignSource;
  initialLead?: { targetId: string; label: string } | null;
}) => {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ReplayTarget>(null);
  const [table, setTable] = useState<LeadTableParams>({ page: 1, perPage: 25 });
  const [tab, setTab] = useState<'leads' | 'timeline' | 'results'>(initialLead ? 'timeline' : 'leads');
  const [lead, setLead] = useState<StoryLead | null>(initialLead);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clearSelection = () => {
    setPicked(new Set());
    setAllMatching(false);
  };
  const live = target === null;
  useCampaignLiveUpdates(source, live);
  const key = campaignPageKey(source);
  const state = useQuery({
    queryKey: [...key, 'state', target, table],
    queryFn: () => fetchCampaignState(source, target, table),
    placeholderData: keepPreviousData,
    // Support's every read is recorded on the owner's access log: it reads when asked, never on a timer.
    refetchInterval: live && !source.readOnly ? LIVE_REFRESH_MS : false,
    refetchOnWindowFocus: !source.readOnly,
  });

  // The workspace's senders, to name each lead's (support reads ids: the owner's accounts are not its to list).
  const senders = useSenders({ enabled: !source.readOnly, staleTime: 60_000 });

  // The campaign's own senders (the owner's read; support sees no names to give them).
  const campaignSenders = useQuery({
    queryKey: [...key, 'senders'],
    queryFn: () => fetchCampaignSenders(source.campaignId),
    enabled: !source.readOnly,
    staleTime: 60_000,
  });

  if (state.isPending)
    return <CircularProgress aria-label="Loading the campaign" sx={{ display: 'block', mx: 'auto', mt: 8 }} />;
  if (state.isError && !state.data)
    return (
      <Alert severity="error">Could not load this campaign. It may not exist, or you may not have access to it.</Alert>
    );
  const snapshot = state.data;
  const { total, index } = snapshot.timeline;
  const setStatus = (status?: TargetStatus) => {
    clearSelection();
    setTable((t) => ({ ...t, page: 1, status }));
  };
  const setStep = (stepId: string) => {
    clearSelection();
    setTable((t) => ({ ...t, page: 1, stepId: t.stepId === stepId ? undefined : stepId }));
  };
  // Bulk actions act on the live campaign, for its owner only.
  const selectable = live && !source.readOnly;
  const senderNames = new Map(
    (senders.data ?? []).flatMap((s) => (s.fullName ? [[s.accountId, s.fullName] as const] : [])),
  );
  const selection: LeadSelection = allMatching
    ? {
        kind: 'matching',
        filter: { campaignId: source.campaignId, status: table.status, stepId: table.stepId },
        count: snapshot.leads.total,
      }
    : { kind: 'ids', ids: [...picked] };
  const openTimeline = (row: CampaignLeadRow) => {
    setLead({ targetId: row.targetId, label: leadLabel(row), why: storyWhy(row) });
    setTab('timeline');
  };
  // The story says why the lead waits now: from the table's fresh row where it is shown, else as opened.
  const shownRow = lead && snapshot.leads.rows.find((r) => r.targetId === lead.targetId);
  const storyLead = lead && { ...lead, why: shownRow ? storyWhy(shownRow) : lead.why };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400 }}>
      <CampaignHeader
        campaign={snapshot.campaign}
        source={source}
        senders={(campaignSenders.data ?? []).map((id) => senderNames.get(id) ?? id)}
        onReset={() => void queryClient.invalidateQueries({ queryKey: key })}
      />
      <ReplayBar
        index={index}
        total={total}
        live={live}
        time={snapshot.at.time}
        loading={state.isFetching}
        onMove={(n) => setTarget(n)}
        onLive={() => setTarget(null)}
      />
      <CampaignFiguresBar figures={snapshot.figures} status={table.status} onStatus={setStatus} />
      {snapshot.bySender.length > 0 && <SenderFiguresTable bySender={snapshot.bySender} senderNames={senderNames} />}
      <Suspense fallback={<Box sx={{ height: 360 }} />}>
        <SequenceFlow
          graph={snapshot.campaign.graph}
          steps={snapshot.steps}
          selectedStep={table.stepId ?? null}
          onStepClick={setStep}
        />
      </Suspense>
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_e, v: typeof tab) => setTab(v)}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="leads" label={`Leads (${snapshot.leads.total}${table.status || table.stepId ? ' shown' : ''})`} />
          <Tab value="timeline" label="Timeline" />
          <Tab value="results" label="Results" />
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'leads' && selectable && (allMatching || picked.size > 0) && (
            <BulkLeadActions
              selection={selection}
              campaignId={source.campaignId}
              removeSelection={(remove) => remove(source.campaignId, selection)}
              onClear={clearSelection}
              onDone={() => {
                clearSelection();
                void queryClient.invalidateQueries({ queryKey: key });
              }}
            />
          )}
          {tab === 'leads' ? (
            <LeadTable
              rows={snapshot.leads.rows}
              senderNames={senderNames}
              selection={
                selectable
                  ? {
                      isSelected: (id) => allMatching || picked.has(id),
                      allMatching,
                      someSelected: picked.size > 0,
                      onToggle: (id) => {
                        if (allMatching) {
                          setAllMatching(false);
                          setPicked(new Set(snapshot.leads.rows.map((r) => r.targetId).filter((t) => t !== id)));
                          return;
                        }
                        setPicked((held) => {
                          const next = new Set(held);
                          if (!next.delete(id)) next.add(id);
                          return next;
                        });
                      },
                      onToggleAll: () => (allMatching || picked.size > 0 ? clearSelection() : setAllMatching(true)),
                    }
                  : undefined
              }
              total={snapshot.leads.total}
              page={snapshot.leads.page}
              perPage={snapshot.leads.perPage}
              nodes={snapshot.campaign.graph.nodes}
              onPage={(page, perPage) => setTable((t) => ({ ...t, page, perPage }))}
              onTimeline={openTimeline}
              onStopped={selectable ? () => void queryClient.invalidateQueries({ queryKey: key }) : undefined}
            />
          ) : tab === 'results' ? (
            <Suspense fallback={<CircularProgress aria-label="Loading the results" />}>
              <CampaignResults source={source} nodes={snapshot.campaign.graph.nodes} target={target} />
            </Suspense>
          ) : (
            <CampaignTimeline
              source={source}
              lead={storyLead}
              onClearLead={() => setLead(null)}
              onShowPoint={(position) => setTarget(position)}
            />
          )}
        </Box>
      </Card>
    </Box>
  );
};
