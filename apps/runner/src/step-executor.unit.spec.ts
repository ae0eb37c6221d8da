import { OfflineAiWriter } from '@outflow/ai';
import { campaignStream, campaignTargetStream, type EventMetadata } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';
import { given, oneLeadCampaign, type StatedEvent } from '@outflow/testing';
import { StepExecutor } from './step-executor';
import type { StepJob } from './step-job';

// The runner's executor on the in-memory store: given the campaign's, the lead's and the owner's
// streams, when a due step's job, then what it answers and the events it appended. These are the
// branches that must not reach LinkedIn, so LinkedIn here refuses any call.
const at = new Date('2026-11-23T09:00:00Z');
const owner = 'user-1';
const metadata = (): EventMetadata => ({ userId: owner, actor: 'user', correlationId: 'given' });

const linkedInMustNotBeReached = new Proxy({} as LinkedInProvider, {
  get: (_, name) => () => {
    throw new Error(`LinkedIn was called (${String(name)}) where the step must not reach it`);
  },
});

const campaign = (): StatedEvent[] => oneLeadCampaign('c1', owner, at);
const paused: StatedEvent = {
  type: 'CampaignStatusChanged',
  data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', occurredAt: at.toISOString() },
};
const deleted: StatedEvent = { type: 'CampaignDeleted', data: { campaignId: 'c1', occurredAt: at.toISOString() } };

const job: StepJob = {
  userId: owner,
  campaignId: 'c1',
  targetId: 'c1_0',
  stepId: 'view',
  phase: 'act',
  dueAt: at.toISOString(),
};

const runJob = async (streams: Record<string, StatedEvent[]>, stepJob: StepJob = job) =>
  (await given(streams, at, metadata)).when((store, clock) =>
    new StepExecutor({
      store,
      provider: linkedInMustNotBeReached,
      ai: new OfflineAiWriter(),
      clock,
      wallClock: clock,
      minActionGapMs: 0,
      maxJitterMs: 0,
    }).execute(stepJob),
  );

describe('the step executor (given streams, when a job, then its answer and events)', () => {
  it('drops the job of a campaign that does not exist or was deleted, appending nothing', async () => {
    for (const streams of [{}, { [campaignStream('c1')]: [...campaign(), deleted] }]) {
      const { result, error, newEvents } = await runJob(streams);
      expect(error).toBeUndefined();
      expect(result).toBe('finished');
      expect(newEvents).toEqual({});
    }
  });

  it('drops the job of a paused campaign, appending nothing', async () => {
    const { result, error, newEvents } = await runJob({ [campaignStream('c1')]: [...campaign(), paused] });
    expect(error).toBeUndefined();
    expect(result).toBe('inactive');
    expect(newEvents).toEqual({});
  });

  it('drops a job for a lead the campaign does not hold', async () => {
    const { result, newEvents } = await runJob({ [campaignStream('c1')]: campaign() }, { ...job, targetId: 'c1_9' });
    expect(result).toBe('finished');
    expect(newEvents).toEqual({});
  });

  it('defers the step of an owner without a subscription, on the lead stream, and reaches no LinkedIn', async () => {
    const { result, error, newEvents } = await runJob({ [campaignStream('c1')]: campaign() });
    expect(error).toBeUndefined();
    expect(result).toBe('deferred');
    expect(Object.keys(newEvents)).toEqual([campaignTargetStream('c1_0')]);
    const deferred = newEvents[campaignTargetStream('c1_0')].find((e) => e.type === 'StepDeferred');
    expect(deferred?.data).toMatchObject({ targetId: 'c1_0', stepId: 'view', code: 'subscription-inactive' });
  });
});
