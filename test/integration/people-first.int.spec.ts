import type { CampaignCreated as CampaignCreatedAnswer } from '@outflow/api-contract';
import { campaignStream, contactStream, type CampaignCreated } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** view → (1 h) message → (1 h) follow-up: every step a member would see. */
const VIEW_THEN_WRITE = {
  nodes: [
    node('view', 'view-profile'),
    node('msg', 'send-message', { message: 'Hello {{firstName}}' }),
    node('follow-up', 'send-message', { message: 'Following up, {{firstName}}' }),
  ],
  edges: [edge('view', 'msg', HOUR), edge('msg', 'follow-up', HOUR)],
};

/**
 * The person on the other end (issue 17), on the runner and the LinkedIn sandbox with its webhooks
 * NOT delivered: what LinkedIn saw (the sandbox's action log) after a member replied, was put on
 * the Do-Not-Contact list, or is in two campaigns at once.
 */
describeWithPostgres('the runner guards the person: replies, the Do-Not-Contact list, one sequence per member', () => {
  const { api, clock, startRunner, trialUserWithSender, membersFound, connectWith, actionsTo, endOf } =
    useSandboxRunnerSuite();

  /** A user on a trial with a sandbox account, and `count` members it is connected with as leads (messages reach them). */
  const userWithLeads = async (count: number, keywords: string) => {
    const user = await trialUserWithSender({ warmUp: false });
    const leads = await membersFound(user.accountId, keywords, count);
    await connectWith(user.accountId, leads);
    return { ...user, leads };
  };
  const launch = async (token: string, leads: string[], name = 'People first') => {
    const { status, body } = await api.request<CampaignCreatedAnswer>('POST', '/api/campaigns', {
      token,
      body: { name, leads, sequence: VIEW_THEN_WRITE },
    });
    expect(status).toBe(201);
    return body.campaign._id;
  };
  /** Two hours, one at a time, until the member had the view, the message and the follow-up. */
  const playHours = async (accountId: string, profileUrl: string) => {
    for (const count of [2, 3]) {
      clock.advance(HOUR + MINUTE);
      await eventually(async () => (await actionsTo(accountId, profileUrl)).length === count, `action ${count}`);
    }
  };
  const reply = (accountId: string, profileUrl: string, text: string) =>
    api.linkedin!.control('POST', '/reply', { accountId, profileUrl, text });

  it('a reply no webhook brought is found before the next action: the member gets nothing more', async () => {
    const user = await userWithLeads(2, 'designer');
    const campaignId = await launch(user.token, user.leads);
    await startRunner();
    await eventually(
      async () => (await actionsTo(user.accountId, user.leads[1])).includes('profile_view'),
      'both views',
    );
    await eventually(
      async () => (await actionsTo(user.accountId, user.leads[0])).includes('profile_view'),
      'both views',
    );

    // The first touch told the contact in one event: enrolled, with the member id the read before it found.
    const { provider } = api.linkedin!;
    const { providerId } = await provider.getProfile(user.accountId, { publicIdOrUrl: user.leads[1], notify: false });
    const otherKey = user.leads[1].split('/in/')[1].replace(/\/$/, '').toLowerCase();
    const firstTouch = await api.eventStore.readStream(contactStream(user.user.id, otherKey));
    expect(firstTouch.map((e) => e.type)).toEqual(['ContactEnrolled']);
    expect(firstTouch[0].data).toMatchObject({ targetId: `${campaignId}_1`, member: { providerId } });

    expect((await reply(user.accountId, user.leads[0], 'Thanks, but please stop writing to me.')).status).toBeLessThan(
      300,
    );
    clock.advance(HOUR + MINUTE);
    await eventually(
      async () => (await actionsTo(user.accountId, user.leads[1])).includes('chat_start'),
      'the other lead',
    );
    expect(await eventually(() => endOf(`${campaignId}_0`), 'the replying lead to end')).toBe('replied');
    clock.advance(2 * HOUR);
    await eventually(async () => (await actionsTo(user.accountId, user.leads[1])).length === 3, 'the follow-up');
    expect(await actionsTo(user.accountId, user.leads[0])).toEqual(['profile_view']);
    // The reply asked to stop: the member is on the Do-Not-Contact list.
    const key = user.leads[0].split('/in/')[1].replace(/\/$/, '').toLowerCase();
    const contact = (await api.eventStore.readStream(contactStream(user.user.id, key))).map((e) => e.type);
    expect(contact).toEqual(expect.arrayContaining(['ContactReplied', 'ContactDoNotContactAdded']));
  });

  it('a member who wrote before the first touch gets nothing and is not enrolled: no sequence ever held them', async () => {
    const user = await userWithLeads(1, 'architect');
    const campaignId = await launch(user.token, user.leads);
    expect((await reply(user.accountId, user.leads[0], 'Hello there, saw your company')).status).toBeLessThan(300);
    await startRunner();
    expect(await eventually(() => endOf(`${campaignId}_0`), 'the lead to end')).toBe('replied');
    expect(await actionsTo(user.accountId, user.leads[0])).toEqual([]);
    const key = user.leads[0].split('/in/')[1].replace(/\/$/, '').toLowerCase();
    const contact = (await api.eventStore.readStream(contactStream(user.user.id, key))).map((e) => e.type);
    expect(contact).toContain('ContactReplied');
    expect(contact).not.toContain('ContactEnrolled');
  });

  it('the reply sweep finds a reply while every lead waits, and ends the sequence with no action', async () => {
    const user = await userWithLeads(1, 'manager');
    const campaignId = await launch(user.token, user.leads);
    await startRunner();
    await eventually(async () => (await actionsTo(user.accountId, user.leads[0])).includes('profile_view'), 'the view');
    await reply(user.accountId, user.leads[0], 'Sounds interesting, call me');
    // Half an hour of clock time: the sweep reads the chats with news, the lead's sequence ends.
    clock.advance(31 * MINUTE);
    expect(await eventually(() => endOf(`${campaignId}_0`), 'the sweep to end the sequence')).toBe('replied');
    clock.advance(3 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await actionsTo(user.accountId, user.leads[0])).toEqual(['profile_view']);
  });

  it('a member put on the Do-Not-Contact list mid-sequence gets nothing more', async () => {
    const user = await userWithLeads(2, 'founder');
    const campaignId = await launch(user.token, user.leads);
    await startRunner();
    await eventually(
      async () => (await actionsTo(user.accountId, user.leads[0])).includes('profile_view'),
      'the views',
    );
    await eventually(
      async () => (await actionsTo(user.accountId, user.leads[1])).includes('profile_view'),
      'the views',
    );
    const stop = await api.request('POST', '/api/do-not-contact', {
      token: user.token,
      body: { profileUrls: [user.leads[0]] },
    });
    expect(stop).toMatchObject({ status: 200, body: { added: 1, stopped: 1 } });
    await playHours(user.accountId, user.leads[1]);
    expect(await actionsTo(user.accountId, user.leads[0])).toEqual(['profile_view']);
    expect(await endOf(`${campaignId}_0`)).toBe('do-not-contact');
  });

  it('one member in two running campaigns (made around the API check) is contacted by one only', async () => {
    const user = await userWithLeads(1, 'analyst');
    const first = await launch(user.token, user.leads, 'First');
    // A second campaign holding the same member, appended as an older client or a race would.
    const second = 'second-campaign';
    const created: CampaignCreated = {
      type: 'CampaignCreated',
      data: {
        campaignId: second,
        ownerId: user.user.id,
        name: 'Second',
        description: 'Second',
        accountId: user.accountId,
        sequence: ((await api.eventStore.readStream(campaignStream(first)))[0] as unknown as CampaignCreated).data
          .sequence,
        graph: { nodes: [], edges: [] },
        leads: [{ targetId: `${second}_0`, profileUrl: user.leads[0] }],
        leadSource: 'manual',
        status: 'active',
        occurredAt: clock.now().toISOString(),
      },
    };
    await api.eventStore.appendToStream(
      campaignStream(second),
      [{ ...created, metadata: { userId: user.user.id, actor: 'user', correlationId: 'race' } }],
      { expectedVersion: 'no_stream' },
    );
    await startRunner();
    const ends = await eventually(async () => {
      const both = [await endOf(`${first}_0`), await endOf(`${second}_0`)];
      return both.includes('in-another-campaign') ? both : null;
    }, 'one of the two to stop at enrolment');
    await playHours(user.accountId, user.leads[0]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await actionsTo(user.accountId, user.leads[0])).sort()).toEqual(['chat_start', 'message', 'profile_view']);
    expect(ends.filter((e) => e === 'in-another-campaign')).toHaveLength(1);
  });
});
