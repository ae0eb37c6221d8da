import { parseArgs } from 'node:util';
import {
  campaignStream,
  DomainError,
  HISTORY_CSV_HEADER,
  historyCsvLine,
  historyJsonLine,
  TARGET_STATUSES,
  type TargetStatus,
} from '@outflow/domain';
import { CampaignEventLog } from './campaigns/history/campaign-event-log';
import {
  filterTimeline,
  graphNodesOf,
  historyEntry,
  summaryContextFor,
  timelineOf,
} from './campaigns/history/campaign-timeline';
import { describeDifference, verifyCampaigns } from './campaigns/history/campaign-verification';
import { parseHistoryPoint } from './campaigns/history/history-point';
import { funnelText } from './campaigns/history/funnel-text';
import { replayFunnel } from './campaigns/history/replay-funnel';
import { replaySnapshot } from './campaigns/history/replay-snapshot';
import { snapshotText } from './campaigns/history/snapshot-text';
import { operatorOutput, runAsProcess, withOperatorStores, type OperatorCliOptions } from './operator/operator-stores';

const USAGE = [
  'Usage:',
  '  npm run replay -- --campaign <id> [--at <position|ISO time>] [--status <state>] [--page <n>] [--per-page <n>]',
  '  npm run replay -- --campaign <id> --export jsonl|csv [--lead <id>]   (the timeline, on standard output)',
  '  npm run replay -- --verify [--campaign <id>]                        (replay every campaign, compare with the read models)',
].join('\n');

export type ReplayCliOptions = OperatorCliOptions;

function parse(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      campaign: { type: 'string' },
      at: { type: 'string' },
      status: { type: 'string' },
      page: { type: 'string', default: '1' },
      'per-page': { type: 'string', default: '50' },
      export: { type: 'string' },
      lead: { type: 'string' },
      verify: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const page = Number(values.page);
  const perPage = Number(values['per-page']);
  if (!values.verify && !values.campaign) throw new Error('--campaign <id> or --verify is required');
  if (!Number.isInteger(page) || page < 1) throw new Error('--page must be a whole number from 1');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 10_000)
    throw new Error('--per-page must be a whole number from 1 to 10000');
  if (values.status && !TARGET_STATUSES.includes(values.status as TargetStatus))
    throw new Error(`--status must be one of ${TARGET_STATUSES.join(', ')}`);
  if (values.export && values.export !== 'jsonl' && values.export !== 'csv')
    throw new Error('--export must be jsonl or csv');
  return { ...values, page, perPage, status: values.status as TargetStatus | undefined };
}

/**
 * The operator's replay (answers the exit code): a campaign as it stands or stood at a point (the
 * same snapshot the campaign page shows, and its funnel), its timeline exported, or `--verify`: every campaign
 * replayed and compared with the read models, each difference named (exit 1 when there is one).
 */
export async function main(argv: readonly string[], options: ReplayCliOptions = {}): Promise<number> {
  const { out, err } = operatorOutput(options);
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  return withOperatorStores(
    options.env ?? process.env,
    err,
    async ({ eventStore: store, readDb: db, clock }) => {
      try {
        if (args.verify) {
          const { campaigns, differences, checkpoint } = await verifyCampaigns(
            store,
            db,
            clock,
            args.campaign ? [args.campaign] : undefined,
          );
          for (const d of differences) out(describeDifference(d));
          const outcome =
            differences.length === 0
              ? 'the read models match'
              : `${differences.length} difference${differences.length === 1 ? '' : 's'}`;
          out(
            `${campaigns} campaign${campaigns === 1 ? '' : 's'} replayed up to ${checkpoint ? `${checkpoint.commit}:${checkpoint.prepare}` : 'the start'}: ${outcome}`,
          );
          return differences.length === 0 ? 0 : 1;
        }
        const campaignId = args.campaign!;
        const created = (await store.readStream(campaignStream(campaignId)))[0];
        if (!created) throw new DomainError(`No campaign ${campaignId}`, 'CAMPAIGN_NOT_FOUND', 'campaign');
        const { campaign, events } = await new CampaignEventLog(store, clock).read(created.metadata.userId, campaignId);
        if (args.export) {
          const context = summaryContextFor(campaign, graphNodesOf(events, campaignId), events);
          const entries = filterTimeline(timelineOf(events, campaignId), { targetId: args.lead }).map((e) =>
            historyEntry(e, context),
          );
          if (args.export === 'csv') out(HISTORY_CSV_HEADER);
          for (const entry of entries) out(args.export === 'csv' ? historyCsvLine(entry) : historyJsonLine(entry));
          return 0;
        }
        const point = args.at ? parseHistoryPoint(args.at) : { kind: 'time' as const, time: clock.now() };
        const snapshot = replaySnapshot(events, campaignId, point, {
          status: args.status,
          page: args.page,
          perPage: args.perPage,
        });
        for (const line of snapshotText(snapshot)) out(line);
        // The funnel as it stood at the same point (the Results tab's).
        out('');
        for (const line of funnelText(replayFunnel(events, campaignId, point))) out(line);
        return 0;
      } catch (error) {
        err(error instanceof Error ? error.message : String(error));
        return 1;
      }
    },
    options.clock,
  );
}

if (require.main === module) runAsProcess(main);
