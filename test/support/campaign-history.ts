/**
 * A big campaign's recorded life (the replay and rebuild benchmarks, the projector's fencing test), made by the domain's own deciders: each
 * lead is viewed, postponed a few times by the daily limit, invited; some accept, get a message and a
 * follow-up (a few reply), some never accept, some are still waited for. Every action the runner
 * would count has its QuotaReserved on the account's day stream first, as the runner appends them.
 */
import {
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  evolveTarget,
  localDay,
  quotaKey,
  quotaStream,
  targetDecider,
  type CampaignCreated,
  type DomainEvent,
  type LeadProfile,
  type LimitKey,
  type StepPolicy,
  type TargetCommand,
  type TargetState,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const node = (id: string, type: string, label: string, params: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 140 * ['view', 'invite', 'msg', 'follow'].indexOf(id) },
  data: { type, label, params },
});
const edge = (source: string, target: string, delay: number, sourceHandle?: string) => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: sourceHandle ?? null,
  type: 'custom',
  data: { delay },
});

/** view → (1 h) invite, wait 3 days → accepted: (1 h) message → (2 days) follow-up; not accepted: the end. */
export const BENCH_SEQUENCE = {
  nodes: [
    node('view', 'view-profile', 'View Profile'),
    node('invite', 'send-connection', 'Send Connection', { note: 'Hi {{firstName}}, glad to connect', waitPeriod: 3 }),
    node('msg', 'send-message', 'Send Message', { message: 'Thanks for connecting, {{firstName}}!' }),
    node('follow', 'send-message', 'Send Message', { message: 'Any thoughts, {{firstName}}?' }),
  ],
  edges: [edge('view', 'invite', HOUR), edge('invite', 'msg', HOUR, 'true'), edge('msg', 'follow', 2 * DAY)],
};

/** One append: its stream and events, in the order the runner would append them. */
export interface PlannedAppend {
  readonly streamId: string;
  readonly events: DomainEvent[];
}

export interface CampaignHistory {
  readonly campaignId: string;
  /** Appends of one lead depend on each other's order; different leads' do not. */
  readonly perLead: PlannedAppend[][];
  readonly created: PlannedAppend;
  readonly eventCount: number;
}

const profileOf = (n: number): LeadProfile => ({
  providerId: `ACo${n}`,
  publicId: `lead-${n}`,
  firstName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'][n % 6],
  lastName: `Bench${n}`,
  headline: 'Head of Growth',
  location: 'Paris',
  country: 'FR',
  companyName: `Company ${n % 97}`,
  jobTitle: 'Head of Growth',
  pictureUrl: null,
  website: null,
});

export function campaignHistory(options: {
  campaignId: string;
  ownerId: string;
  accountId: string;
  leads: number;
  deferrals: number;
  start: Date;
}): CampaignHistory {
  const { campaignId, ownerId, accountId, start } = options;
  const leads = Array.from({ length: options.leads }, (_, i) => `https://www.linkedin.com/in/lead-${i}`);
  const [created] = campaignDecider.decide(
    {
      type: 'CreateCampaign',
      data: {
        campaignId,
        userId: ownerId,
        name: 'Replay benchmark',
        description: '',
        leads,
        nodes: BENCH_SEQUENCE.nodes as never,
        edges: BENCH_SEQUENCE.edges as never,
        accountId,
        leadSource: 'csv',
        now: start,
        newSequenceId: () => 'bench',
      },
    },
    campaignDecider.initialState(),
  ) as CampaignCreated[];
  const { sequence } = created.data;
  let eventCount = 1;

  const perLead = created.data.leads.map((lead, n) => {
    const ref = { campaignId, targetId: lead.targetId };
    const decider = targetDecider(ref, sequence, created.data.occurredAt);
    const appends: PlannedAppend[] = [];
    let state: TargetState = decider.initialState();
    // Leads start 20 s apart, as the pacing queue spaces an account's actions.
    let now = start.getTime() + n * 20_000;
    const policy = (): StepPolicy => ({ sequence, now: new Date(now), jitterMs: 0, window: null });
    const action = { accountId, profileUrl: lead.profileUrl, campaignName: 'Replay benchmark' };
    const record = (command: TargetCommand) => {
      const events = decider.decide(command, state);
      state = events.reduce(evolveTarget, state);
      appends.push({ streamId: campaignTargetStream(lead.targetId), events });
    };
    const act = (stepId: string, limit: LimitKey, text: string | null, extra: object = {}) => {
      const day = localDay(new Date(now), 'UTC');
      const reserved = {
        type: 'QuotaReserved',
        data: {
          accountId,
          day,
          key: quotaKey(lead.targetId, stepId),
          limit,
          campaignId,
          targetId: lead.targetId,
          stepId,
          jobId: `job-${lead.targetId}-${stepId}`,
          occurredAt: new Date(now).toISOString(),
        },
      };
      appends.push({ streamId: quotaStream(accountId, day), events: [reserved] });
      record({
        type: 'RecordOutcome',
        data: {
          job: { stepId, phase: 'act' },
          outcome: { kind: 'performed', limit, day, text, branch: null, detail: null, ...extra },
          action,
          profile: profileOf(n),
          policy: policy(),
        },
      });
    };

    act('view', 'profileViews', null);
    now += HOUR;
    for (let d = 0; d < options.deferrals; d++) {
      record({
        type: 'DeferStep',
        data: {
          job: { stepId: 'invite', phase: 'act' },
          code: 'daily-limit',
          reason: 'Daily limit reached for this action: waiting for tomorrow',
          until: new Date(now + DAY / 4),
          policy: policy(),
        },
      });
      now += DAY / 4;
    }
    act('invite', 'connections', `Hi ${profileOf(n).firstName}, glad to connect`, { invitationId: `inv-${n}` });
    const fate = n % 10;
    if (fate < 4) {
      now += HOUR * (1 + (n % 20));
      record({ type: 'AcceptanceSeen', data: { profileUrl: lead.profileUrl, policy: policy() } });
      now += HOUR;
      act('msg', 'messages', `Thanks for connecting, ${profileOf(n).firstName}!`);
      if (fate === 0) {
        now += HOUR * 3;
        record({ type: 'ReplyArrived', data: { profileUrl: lead.profileUrl, chatId: `chat-${n}`, at: new Date(now) } });
      } else {
        now += 2 * DAY;
        act('follow', 'messages', `Any thoughts, ${profileOf(n).firstName}?`);
      }
    } else if (fate < 8) {
      now += 3 * DAY;
      record({
        type: 'RecordOutcome',
        data: {
          job: { stepId: 'invite', phase: 'await-acceptance' },
          outcome: { kind: 'succeeded', branch: false, detail: 'not accepted in time' },
          action,
          policy: policy(),
        },
      });
    }
    eventCount += appends.reduce((sum, a) => sum + a.events.length, 0);
    return appends;
  });
  return { campaignId, perLead, created: { streamId: campaignStream(campaignId), events: [created] }, eventCount };
}

/** Appends each lead's history in order, `concurrency` leads at a time, with the actor each append would have. */
export async function appendLeadHistories(
  store: EventStore,
  perLead: PlannedAppend[][],
  ownerId: string,
  concurrency = 8,
): Promise<void> {
  let next = 0;
  const metadata = (actor: 'runner' | 'webhook', correlationId: string) => ({ userId: ownerId, actor, correlationId });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < perLead.length; i = next++) {
        for (const append of perLead[i]) {
          const actor = append.events.some((e) => e.type === 'ConnectionAccepted' || e.type === 'LeadReplied')
            ? 'webhook'
            : 'runner';
          const events = append.events.map((e) => ({
            type: e.type,
            data: e.data,
            metadata: metadata(actor, `bench-${i}`),
          }));
          await store.appendToStream(append.streamId, events, { expectedVersion: 'any' });
        }
      }
    }),
  );
}
