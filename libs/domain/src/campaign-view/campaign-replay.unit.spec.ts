import { createdCampaign, edge, node } from '../campaign/test-sequences';
import type { DomainEvent } from '../events/event';
import type { QuotaReserved } from '../quota/quota-events';
import type { StepPolicy, TargetCommand } from '../campaign-target/target-commands';
import { targetDecider } from '../campaign-target/target.decider';
import { evolveTarget } from '../campaign-target/target-state';
import { DeciderSpecification } from '../testing/decider-specification';
import { replayCampaign } from './campaign-replay';
import { snapshotOfReplay } from './campaign-snapshot';
import { sparseProfile } from '../testing/profile-fixtures';

const MIN = 60_000;
const HOUR = 60 * MIN;
const t0 = new Date('2026-11-25T09:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const owner = 'u1';
const stored = (e: DomainEvent) => ({ ...e, metadata: { userId: owner } });
const urls = [
  'https://www.linkedin.com/in/ada',
  'https://www.linkedin.com/in/grace',
  'https://www.linkedin.com/in/alan',
];
const profile = sparseProfile({
  providerId: 'ACo1',
  publicId: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst',
  pictureUrl: 'https://img/ada',
});

const created = createdCampaign({
  userId: owner,
  name: 'Launch',
  description: '',
  leads: urls,
  nodes: [
    node('view', 'view-profile'),
    node('invite', 'send-connection', { note: 'Hi {{firstName}}', waitPeriod: 2 }),
    node('msg', 'send-message', { message: 'Hello' }),
  ],
  edges: [edge('view', 'invite', 10 * MIN), edge('invite', 'msg', HOUR, 'true')],
  accountId: 'acc',
  now: t0,
});
const { sequence } = created.data;
const policy = (ms: number): StepPolicy => ({ sequence, now: at(ms), jitterMs: 0, window: null });
const action = { accountId: 'acc', profileUrl: urls[0], campaignName: 'Launch' };
const ref0 = { campaignId: 'c1', targetId: 'c1_0' };
const decider0 = targetDecider(ref0, sequence, created.data.occurredAt);
const performed = (
  stepId: string,
  limit: 'profileViews' | 'connections',
  text: string | null,
  ms: number,
  extra: object = {},
): TargetCommand => ({
  type: 'RecordOutcome',
  data: {
    job: { stepId, phase: 'act' },
    outcome: { kind: 'performed', limit, day: '2026-11-25', text, branch: null, detail: null, ...extra },
    action,
    policy: policy(ms),
    profile,
  },
});
const target0 = DeciderSpecification(decider0);
const viewed = target0
  .given([])
  .when(performed('view', 'profileViews', null, MIN))
  .events();
const invited = target0
  .given(viewed)
  .when(performed('invite', 'connections', 'Hi Ada', 12 * MIN, { invitationId: 'inv-1' }))
  .events();
const reserved: QuotaReserved = {
  type: 'QuotaReserved',
  data: {
    accountId: 'acc',
    day: '2026-11-25',
    key: 'c1_1|view',
    limit: 'profileViews',
    campaignId: 'c1',
    targetId: 'c1_1',
    stepId: 'view',
    jobId: 'j1',
    occurredAt: at(13 * MIN).toISOString(),
  },
};
const otherCampaign: QuotaReserved = { ...reserved, data: { ...reserved.data, campaignId: 'c2', targetId: 'c2_0' } };
// The owner's stream: a trial and a connected account, so the campaign may act.
const account: DomainEvent[] = [
  { type: 'TrialStarted', data: { occurredAt: t0.toISOString(), trialEndDate: at(7 * 24 * HOUR).toISOString() } },
  { type: 'LinkedInAccountConnected', data: { accountId: 'acc', occurredAt: t0.toISOString(), reconnect: false } },
];
const place = { index: 1, total: 1, previous: null, next: null };
const history: DomainEvent[] = [...account, created, ...viewed, ...invited, reserved, otherCampaign].map(stored);

describe('campaign replay', () => {
  it('given a campaign whose first lead was viewed and invited and whose second is being viewed, then each lead stands where its events put it', () => {
    const replay = replayCampaign('c1', history);
    expect(replay.targets.get('c1_0')).toMatchObject({
      status: 'awaiting',
      stepId: 'invite',
      phase: 'await-acceptance',
      invited: true,
      started: true,
      profile,
      lastAction: { action: 'send-connection', text: 'Hi Ada' },
    });
    expect(replay.targets.get('c1_1')).toMatchObject({
      status: 'running',
      stepId: 'view',
      started: true,
      openSince: reserved.data.occurredAt,
    });
    // Untouched: at the first step, due when the campaign was created.
    expect(replay.targets.get('c1_2')).toMatchObject({
      status: 'scheduled',
      stepId: 'view',
      dueAt: created.data.occurredAt,
      started: false,
    });
    expect(replay.actionsByDay).toEqual(new Map([['2026-11-25', 2]]));
    expect(replay.lastEventTime).toBe(reserved.data.occurredAt);
  });

  it('given the events up to a point, then the replay is the fold of that prefix (the slider)', () => {
    const prefix = replayCampaign('c1', history.slice(0, 4));
    expect(prefix.targets.get('c1_0')).toMatchObject({
      status: 'scheduled',
      stepId: 'invite',
      waitReason: 'sequence-delay',
    });
    expect(prefix.targets.get('c1_1')).toMatchObject({ status: 'scheduled', stepId: 'view' });
  });

  it('given reset-profiles, then unfinished leads show as not enriched until an outcome carries the profile again', () => {
    const reset = stored({
      type: 'CampaignProfilesReset',
      data: { campaignId: 'c1', occurredAt: at(20 * MIN).toISOString() },
    });
    const replay = replayCampaign('c1', [...history, reset]);
    expect(replay.targets.get('c1_0')).toMatchObject({ profile, profileStale: true });
    const state = replay.targets.get('c1_0')!;
    // The runner fetched it again on the next touch: the acceptance wait's end carries it.
    const [ended] = decider0.decide(
      {
        type: 'RecordOutcome',
        data: {
          job: { stepId: 'invite', phase: 'await-acceptance' },
          outcome: { kind: 'succeeded', branch: false, detail: null },
          action,
          policy: policy(3 * 24 * HOUR),
          profile,
        },
      },
      state,
    );
    expect(ended.data).toMatchObject({ profile });
    expect(evolveTarget(state, ended)).toMatchObject({ profileStale: false });
  });

  it('given the replay, then the page snapshot counts leads per step and state, the rates, actions today, and pages the table', () => {
    const replay = replayCampaign('c1', history);
    const now = at(14 * MIN);
    const snapshot = snapshotOfReplay(replay, now, { position: '1:9', time: now.toISOString(), live: false }, place, {
      page: 1,
      perPage: 2,
    })!;
    expect(snapshot.campaign).toMatchObject({
      id: 'c1',
      name: 'Launch',
      status: 'active',
      leadCount: 3,
      accountId: 'acc',
    });
    expect(snapshot.steps).toEqual({
      view: { scheduled: 1, running: 1, awaiting: 0, completed: 0, failed: 0 },
      invite: { scheduled: 0, running: 0, awaiting: 1, completed: 0, failed: 0 },
    });
    expect(snapshot.figures).toMatchObject({
      total: 3,
      invited: 1,
      accepted: 0,
      acceptanceRate: 0,
      actionsToday: 2,
      byState: { scheduled: 1, running: 1, awaiting: 1 },
    });
    expect(snapshot.leads.total).toBe(3);
    expect(snapshot.leads.rows.map((r) => [r.targetId, r.name, r.state, r.waiting])).toEqual([
      ['c1_0', 'Ada Lovelace', 'awaiting', 'Waiting for the invitation to be accepted'],
      ['c1_1', null, 'running', 'Acting on LinkedIn now'],
    ]);
    const awaiting = snapshotOfReplay(replay, now, snapshot.at, place, { status: 'awaiting', page: 1, perPage: 25 })!;
    expect(awaiting.leads.rows.map((r) => r.targetId)).toEqual(['c1_0']);
  });

  it('given an account without a subscription, then its leads that act on LinkedIn say why they wait', () => {
    const replay = replayCampaign('c1', history.slice(account.length));
    const snapshot = snapshotOfReplay(
      replay,
      at(14 * MIN),
      { position: null, time: at(14 * MIN).toISOString(), live: false },
      place,
      { page: 1, perPage: 3 },
    )!;
    expect(snapshot.campaign.statusReason).toMatchObject({ code: 'subscription-inactive' });
    expect(snapshot.leads.rows.map((r) => r.waiting)).toEqual([
      'Subscription inactive: campaigns wait until it is renewed',
      'Acting on LinkedIn now',
      'Subscription inactive: campaigns wait until it is renewed',
    ]);
  });

  it('given a paused campaign, then its waiting leads say so', () => {
    const paused = stored({
      type: 'CampaignStatusChanged',
      data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', occurredAt: at(15 * MIN).toISOString() },
    });
    const snapshot = snapshotOfReplay(
      replayCampaign('c1', [...history, paused]),
      at(16 * MIN),
      { position: null, time: at(16 * MIN).toISOString(), live: false },
      place,
      { page: 1, perPage: 3 },
    )!;
    expect(snapshot.leads.rows.map((r) => r.waiting)).toEqual([
      'The campaign is paused',
      'Acting on LinkedIn now',
      'The campaign is paused',
    ]);
  });
});
