import type { CampaignAnswer, CampaignCreated, CampaignList } from '@outflow/api-contract';
import { campaignStream, campaignTargetStream } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { useApiHarness } from '../../support/api-suite';
import { connectLinkedIn } from '../../support/linkedin-test-flows';

jest.setTimeout(60_000);

const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params },
});
const sequence = { nodes: [node('view-profile-1', 'view-profile')], edges: [] };
const leads = ['https://www.linkedin.com/in/ada-lovelace/', 'https://www.linkedin.com/in/grace-hopper/'];

describeWithPostgres('POST /api/campaigns with senders (sandbox)', () => {
  const api = useApiHarness({ linkedin: true });

  /** A workspace on trial with two connected senders. */
  const workspaceWithTwoSenders = async () => {
    const session = await api.signUp();
    const trial = await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    expect(trial.status).toBe(200);
    const first = await connectLinkedIn(api, session.token);
    const second = await connectLinkedIn(api, session.token);
    return { ...session, first: first.accountId, second: second.accountId };
  };
  const create = <T = CampaignCreated>(token: string, senders?: unknown, list = leads) =>
    api.request<T>('POST', '/api/campaigns', {
      token,
      body: { name: 'Two senders', leads: list, sequence, ...(senders === undefined ? {} : { senders }) },
    });
  const nothingStored = async (token: string) =>
    expect((await api.request<CampaignList>('GET', '/api/campaigns', { token })).body.campaigns).toEqual([]);

  it("refuses an unknown id, another workspace's sender, a duplicate, none or a non-list with 400 naming senders, storing nothing", async () => {
    const mine = await workspaceWithTwoSenders();
    const other = await workspaceWithTwoSenders();
    for (const senders of [
      [mine.first, 'acc-made-up'],
      [mine.first, other.first],
      [mine.first, mine.first],
      [],
      mine.first,
      Array.from({ length: 51 }, (_, i) => `acc-${i}`),
    ]) {
      const answer = await create(mine.token, senders);
      expect({ senders, answer }).toMatchObject({ senders, answer: { status: 400 } });
      expect(JSON.stringify(answer.body)).toContain('senders');
    }
    await nothingStored(mine.token);
  });

  it('creates a campaign over both senders (the first is its accountId) and answers them; absent, the first alone', async () => {
    const { token, first, second } = await workspaceWithTwoSenders();
    const created = await create(token, [second, first]);
    expect(created.status).toBe(201);
    const id = created.body.campaign._id;
    const [event] = await api.eventStore.readStream(campaignStream(id));
    expect(event.data).toMatchObject({ accountId: second, senders: [second, first] });
    const answer = await api.request<CampaignAnswer>('GET', `/api/campaigns/${id}`, { token });
    expect(answer.body.campaign.senders).toEqual([second, first]);

    const plain = await create<CampaignAnswer>(token, undefined, ['https://www.linkedin.com/in/alan-turing/']);
    expect(plain.status).toBe(201);
    expect(plain.body.campaign.senders).toEqual([first]);
    const [plainEvent] = await api.eventStore.readStream(campaignStream(plain.body.campaign._id));
    expect(plainEvent.data).not.toHaveProperty('senders');
  });

  it("moves leads not yet contacted to another of the campaign's senders, naming the admin; refuses a sender not the campaign's", async () => {
    const { token, user, first, second } = await workspaceWithTwoSenders();
    const created = await create(token, [first, second], ['https://www.linkedin.com/in/edsger-dijkstra/']);
    expect(created.status).toBe(201);
    const id = created.body.campaign._id;
    const targetId = `${id}_0`;
    const stranger = await workspaceWithTwoSenders();

    expect(
      await api.request('POST', `/api/campaigns/${id}/leads/move`, {
        token,
        body: { targetIds: [targetId], accountId: stranger.first },
      }),
    ).toMatchObject({ status: 400, body: { field: 'accountId' } });
    expect(
      await api.request('POST', `/api/campaigns/${id}/leads/move`, {
        token: stranger.token,
        body: { targetIds: [targetId], accountId: second },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await api.request('POST', `/api/campaigns/${id}/leads/move`, {
        token,
        body: { targetIds: [], accountId: second },
      }),
    ).toMatchObject({ status: 400 });

    const moved = await api.request('POST', `/api/campaigns/${id}/leads/move`, {
      token,
      body: { targetIds: [targetId, `${id}_9`], accountId: second },
    });
    expect(moved).toEqual({ status: 200, body: { success: true, moved: 1, keptIds: [`${id}_9`] } });
    const events = await api.eventStore.readStream(campaignTargetStream(targetId));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['TargetSenderAssigned', expect.objectContaining({ accountId: second, movedBy: user.id })],
    ]);
  });
});
