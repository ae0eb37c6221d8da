import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VariantDecided } from '@outflow/api-contract';
import type { FunnelRate, FunnelStep, FunnelVariant, SequenceNode } from '@outflow/domain';
import { stepNameOf } from '@outflow/domain';
import { apiRequest, errorBody } from '../api/http-client';
import { DailyFigures, FunnelChart } from '../charts/LazyCharts';
import { fetchCampaignFunnel, type CampaignSource, type ReplayTarget } from './campaign-page-api';

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** "42.0 % (35.1–49.2 %)": the rate with its 95 % interval; a dash when nothing was sent yet. */
export function rateText(rate: FunnelRate | null): string {
  if (!rate || rate.rate === null) return '–';
  return `${percent(rate.rate)} (${percent(rate.low ?? 0)}–${percent(rate.high ?? 0)})`;
}

const STATUS_WORDS: Record<FunnelVariant['status'], string> = {
  testing: 'Testing',
  chosen: 'Winner',
  paused: 'Paused',
  retired: 'Not sent any more',
};

function Figures({ row, action }: { row: FunnelStep | FunnelVariant; action: string }) {
  return (
    <>
      <TableCell align="right">{row.reached}</TableCell>
      <TableCell align="right">{row.performed}</TableCell>
      <TableCell align="right">
        {action === 'send-connection' ? `${row.accepted} · ${rateText(row.rates.acceptance)}` : '–'}
      </TableCell>
      <TableCell align="right">{`${row.repliedWithin7Days} · ${rateText(row.rates.replyWithin7Days)}`}</TableCell>
      <TableCell align="right">{row.replied}</TableCell>
      <TableCell align="right">{`${row.stoppedByReply} / ${row.stoppedByFailure} / ${row.stoppedByDoNotContact}`}</TableCell>
    </>
  );
}

/**
 * The campaign's Results tab (issue 21): the funnel per step and variant with 95 % intervals, the
 * test between variants in words, and the buttons that end a test (choose a winner, pause one).
 */
export default function CampaignResults({
  source,
  nodes,
  target = null,
}: {
  source: CampaignSource;
  nodes: readonly Pick<SequenceNode, 'id' | 'type' | 'data'>[];
  /** The replay bar's point: the funnel as it stood then (null: live). */
  target?: ReplayTarget;
}) {
  const queryClient = useQueryClient();
  const key = ['campaign-funnel', source.base, target];
  const funnel = useQuery({
    queryKey: key,
    queryFn: () => fetchCampaignFunnel(source, target),
    placeholderData: keepPreviousData,
    // Support's every read is recorded on the owner's access log: it reads when asked.
    refetchOnWindowFocus: !source.readOnly,
  });
  // A test is ended on the live campaign, by its owner: not from the past, not by support.
  const decides = !source.readOnly && target === null;
  const decide = useMutation({
    mutationFn: ({
      stepId,
      variantId,
      decision,
    }: {
      stepId: string;
      variantId: string;
      decision: 'choose' | 'pause';
    }) =>
      apiRequest<VariantDecided>(
        `${source.base}/steps/${encodeURIComponent(stepId)}/variants/${encodeURIComponent(variantId)}/${decision}`,
        { method: 'POST' },
      ),
    onSuccess: (answer) => queryClient.setQueryData(key, answer.funnel),
  });
  if (funnel.isPending) return <CircularProgress aria-label="Loading the results" />;
  if (funnel.isError) return <Alert severity="error">{errorBody(funnel.error).message}</Alert>;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const data = funnel.data;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Rates are per action performed, with their 95 % interval (Wilson). Variants are compared with the leading one
        (two-proportion z-test, or Fisher&apos;s exact test when a cell expects fewer than 10) once each has at least{' '}
        {data.minimumSample} actions performed; below that the page says &quot;not enough data yet&quot;.
      </Typography>
      <Box component="section" aria-label="By day" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          By day
        </Typography>
        {target !== null && (
          <Typography variant="body2" color="text.secondary">
            The figures by day are the campaign&apos;s now; the funnel below stands at the replay&apos;s point.
          </Typography>
        )}
        <DailyFigures path={`${source.base}/daily`} title="Campaign by day" />
      </Box>
      <Box component="section" aria-label="Funnel by step" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          Funnel by step
        </Typography>
        <FunnelChart
          steps={data.steps.map((step) => ({
            name: stepNameOf(byId.get(step.stepId), step.stepId),
            reached: step.reached,
            performed: step.performed,
            accepted: step.accepted,
            replied: step.replied,
          }))}
        />
      </Box>
      {decide.isError && <Alert severity="error">{errorBody(decide.error).message}</Alert>}
      <Table size="small" aria-label="Funnel">
        <TableHead>
          <TableRow>
            <TableCell>Step</TableCell>
            <TableCell align="right">Reached</TableCell>
            <TableCell align="right">Performed</TableCell>
            <TableCell align="right">Accepted</TableCell>
            <TableCell align="right">Replies in 7 days</TableCell>
            <TableCell align="right">Replies in all</TableCell>
            <TableCell align="right">Stopped: reply / failure / Do-Not-Contact</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.steps.map((step) => {
            const name = stepNameOf(byId.get(step.stepId), step.stepId);
            const open = step.variants.some((v) => v.status === 'chosen') === false;
            return [
              <TableRow key={step.stepId} sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>{name}</TableCell>
                <Figures row={step} action={step.action} />
                <TableCell />
              </TableRow>,
              ...step.variants.map((v) => (
                <TableRow key={`${step.stepId}:${v.variantId}`} aria-label={`Variant ${v.name}`}>
                  <TableCell sx={{ pl: 4 }}>
                    {v.name} <Chip size="small" label={STATUS_WORDS[v.status]} sx={{ ml: 1 }} />
                  </TableCell>
                  <Figures row={v} action={step.action} />
                  <TableCell>
                    {decides && open && (
                      <>
                        <Button
                          size="small"
                          disabled={decide.isPending}
                          onClick={() =>
                            decide.mutate({ stepId: step.stepId, variantId: v.variantId, decision: 'choose' })
                          }
                        >
                          Choose {v.name}
                        </Button>
                        {v.status === 'testing' && (
                          <Button
                            size="small"
                            color="warning"
                            disabled={decide.isPending}
                            onClick={() =>
                              decide.mutate({ stepId: step.stepId, variantId: v.variantId, decision: 'pause' })
                            }
                          >
                            Pause {v.name}
                          </Button>
                        )}
                      </>
                    )}
                  </TableCell>
                </TableRow>
              )),
              ...step.comparisons.map((c) => (
                <TableRow key={`${step.stepId}:vs:${c.variantId}`}>
                  <TableCell colSpan={8} sx={{ pl: 4 }}>
                    <Typography
                      variant="body2"
                      data-testid="variant-verdict"
                      color={c.result.test !== 'none' && c.result.significant ? 'success.main' : 'text.secondary'}
                    >
                      {c.verdict}
                    </Typography>
                  </TableCell>
                </TableRow>
              )),
            ];
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
