import { OfflineAiWriter } from '@outflow/ai';
import {
  campaignStream,
  campaignTargetStream,
  contactDecider,
  contactStream,
  identityOfUrl,
  localDay,
  memberKeyOf,
  quotaKey,
  quotaStream,
  userStream,
  type ContactCommand,
  type EventMetadata,
} from '@outflow/domain';
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

  it('stops the lead of a member who wrote, and counts what a dead runner did under its reservation', async () => {
    // A runner died after viewing the profile under its reservation; the member's reply reached the
    // contact before the lead heard of it. The job taken over stops the lead, and the view is counted.
    const profileUrl = 'https://www.linkedin.com/in/ada';
    const about = { ownerId: owner, member: identityOfUrl(profileUrl)!, now: at };
    const commands: ContactCommand[] = [
      {
        type: 'EnrolContact',
        data: { ...about, campaignId: 'c1', targetId: 'c1_0', allowPreviouslyContacted: false, holderEnded: false },
      },
      {
        type: 'RecordReply',
        data: {
          ...about,
          chatId: 'chat-1',
          messageId: 'm-1',
          repliedAt: at.toISOString(),
          text: 'Hi',
          asksToStop: false,
        },
      },
    ];
    let contact = contactDecider.initialState();
    const contactEvents: StatedEvent[] = [];
    for (const command of commands)
      for (const e of contactDecider.decide(command, contact)) {
        contactEvents.push(e);
        contact = contactDecider.evolve(contact, e);
      }
    const day = localDay(at, 'UTC');
    const reserved: StatedEvent = {
      type: 'QuotaReserved',
      data: {
        accountId: 'acc-1',
        day,
        key: quotaKey('c1_0', 'view'),
        limit: 'profileViews',
        campaignId: 'c1',
        targetId: 'c1_0',
        stepId: 'view',
        jobId: 'crashed-job',
        occurredAt: at.toISOString(),
      },
    };
    const connected: StatedEvent = {
      type: 'LinkedInAccountConnected',
      data: { accountId: 'acc-1', occurredAt: at.toISOString(), reconnect: false },
    };
    const { result, error, newEvents } = await runJob(
      {
        [campaignStream('c1')]: campaign(),
        [userStream(owner)]: [connected],
        [contactStream(owner, memberKeyOf(profileUrl)!)]: contactEvents,
        [quotaStream('acc-1', day)]: [reserved],
      },
      { ...job, orphan: true },
    );
    expect(error).toBeUndefined();
    expect(result).toBe('stopped');
    const onTarget = newEvents[campaignTargetStream('c1_0')] ?? [];
    expect(onTarget.find((e) => e.type === 'TargetCompleted')?.data).toMatchObject({ reason: 'replied' });
    expect(onTarget.find((e) => e.type === 'LinkedInActionPerformed')?.data).toMatchObject({
      reconciled: true,
      limit: 'profileViews',
      day,
      next: null,
    });
  });
});
