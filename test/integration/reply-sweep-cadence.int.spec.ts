import type { CampaignCreated as CampaignCreatedAnswer } from '@outflow/api-contract';
import { REPLY_SWEEP_INTERVAL_MS } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far the test moves the clock at a time: the sweep must come within six of these. */
const STEP = 5 * MINUTE;

/** view → (3 h) message → (3 h) follow-up: the leads wait hours between steps, so only a sweep finds a reply. */
const VIEW_THEN_WRITE = {
  nodes: [
    node('view', 'view-profile'),
    node('msg', 'send-message', { message: 'Hello {{firstName}}' }),
    node('follow-up', 'send-message', { message: 'Following up, {{firstName}}' }),
  ],
  edges: [edge('view', 'msg', 3 * HOUR), edge('msg', 'follow-up', 3 * HOUR)],
};

/**
 * Reply sweeps on their own timer (issue 17), on the runner and the LinkedIn sandbox with its
 * webhooks DROPPED: a reply is found within 30 minutes of clock time (the system's clock, here a
 * test clock days behind the sandbox's) wherever the sweep cadence stands, and the member's
 * sequence stops; the other leads go on.
 */
describeWithPostgres('reply sweeps find replies within 30 clock-minutes with webhooks dropped', () => {
  const { api, clock, startRunner, trialUserWithSender, membersFound, connectWith, actionsTo, endOf } =
    useSandboxRunnerSuite();
  beforeAll(async () => {
    await api.linkedin!.control('POST', '/faults', { dropWebhooks: true });
  });

  /** Moves the clock STEP by STEP until the lead's sequence ended; answers the clock time that took. */
  const clockTimeUntilEnded = async (targetId: string): Promise<number> => {
    for (let moved = 0; moved <= 2 * REPLY_SWEEP_INTERVAL_MS; moved += STEP) {
      // A few polls (50 ms each) for the sweep to run and the stop to be recorded at this clock time.
      const ended = await eventually(() => endOf(targetId), 'the end', 1_500, 50).catch(() => null);
      if (ended) {
        expect(ended).toBe('replied');
        return moved;
      }
      clock.advance(STEP);
    }
    throw new Error(`${targetId} did not stop within ${(2 * REPLY_SWEEP_INTERVAL_MS) / MINUTE} clock minutes`);
  };

  it('finds each reply within 30 clock-minutes and stops that sequence only, however the sweeps fall', async () => {
    const session = await trialUserWithSender({ warmUp: false });
    const { accountId } = session;
    const leads = await membersFound(accountId, 'analyst', 3);
    // Connected already, so messages reach them (the invitations are the test's setup, not the campaign's).
    await connectWith(accountId, leads);
    const created = await api.request<CampaignCreatedAnswer>('POST', '/api/campaigns', {
      token: session.token,
      body: { name: 'Sweep cadence', leads, sequence: VIEW_THEN_WRITE },
    });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id;
    await startRunner();
    for (const lead of leads)
      await eventually(async () => (await actionsTo(accountId, lead)).includes('profile_view'), `the view of ${lead}`);

    const reply = (profileUrl: string, text: string) =>
      api.linkedin!.control('POST', '/reply', { accountId, profileUrl, text });
    // The first reply comes right after the views (a sweep may just have run)...
    expect((await reply(leads[0], 'Happy to talk next week')).status).toBeLessThan(300);
    const first = await clockTimeUntilEnded(`${campaignId}_0`);
    // ...the second twenty minutes later, in the middle of the sweeps' half hour.
    clock.advance(20 * MINUTE);
    expect((await reply(leads[1], 'Who are you?')).status).toBeLessThan(300);
    const second = await clockTimeUntilEnded(`${campaignId}_1`);
    console.log(`reply-to-stop with webhooks dropped: ${first / MINUTE} and ${second / MINUTE} clock minutes`);
    expect(first).toBeLessThanOrEqual(REPLY_SWEEP_INTERVAL_MS);
    expect(second).toBeLessThanOrEqual(REPLY_SWEEP_INTERVAL_MS);

    // The lead who did not reply goes on; the two who replied get nothing more.
    expect(await endOf(`${campaignId}_2`)).toBeNull();
    for (let i = 0; i < 4; i++) {
      clock.advance(2 * HOUR);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await eventually(async () => (await actionsTo(accountId, leads[2])).length === 3, 'the other lead’s follow-up');
    expect(await actionsTo(accountId, leads[0])).toEqual(['profile_view']);
    expect(await actionsTo(accountId, leads[1])).toEqual(['profile_view']);
  });
});
