import type {
  CampaignCreated,
  ChatList,
  ChatThread,
  DoNotContactAddedAnswer,
  DoNotContactPage,
  LeadList,
} from '@outflow/api-contract';
import { contactStream } from '@outflow/domain';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import { useApiHarness } from '../../support/api-suite';
import { graphNode as node } from '../../support/campaign-fixtures';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';

const sequence = {
  nodes: [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hi {{firstName}}' })],
  edges: [{ id: 'e1', source: 'view', target: 'msg', type: 'custom', data: { delay: 3_600_000 } }],
};
const url = (handle: string) => `https://www.linkedin.com/in/${handle}/`;

/**
 * The person on the other end (issue 17) through the API: a member held by one campaign is left out
 * of another, named; the Do-Not-Contact list stops a running lead at once and keeps the member out
 * of new campaigns; a reply by webhook ends the member's sequence even before the runner reached them.
 */
describeWithPostgres('contacts: the Do-Not-Contact list and one active sequence per member', () => {
  const api = useApiHarness({ linkedin: true });

  const create = (token: string, name: string, leads: string[], extra: Record<string, unknown> = {}) =>
    api.request<CampaignCreated & ApiErrorBody>('POST', '/api/campaigns', {
      token,
      body: { name, leads, sequence, ...extra },
    });
  const targetOf = async (campaignId: string, profileUrl: string) =>
    api.readDb
      .selectFrom('campaign_targets')
      .select(['target_id', 'state', 'end_reason', 'contact_id'])
      .where('campaign_id', '=', campaignId)
      .where('profile_url', '=', profileUrl)
      .executeTakeFirstOrThrow();

  it('leaves a member another running or paused campaign holds out of a new one, naming that campaign', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const first = await create(token, 'First', [url('ada-lovelace'), url('grace-hopper')]);
    expect(first.status).toBe(201);
    expect(first.body.skipped).toEqual([]);
    const second = await create(token, 'Second', [url('Ada-Lovelace'), url('alan-turing')]);
    expect(second.status).toBe(201);
    expect(second.body.campaign).toMatchObject({ targetCount: 1 });
    expect(second.body.skipped).toEqual([
      {
        profileUrl: url('Ada-Lovelace'),
        code: 'IN_ACTIVE_CAMPAIGN',
        message: 'Already in the campaign "First"',
        campaignId: first.body.campaign._id,
        campaignName: 'First',
      },
    ]);
    expect((await targetOf(first.body.campaign._id, url('ada-lovelace'))).contact_id).toBe('ada-lovelace');
  });

  it('puts members on the list: their open sequences stop at once, and no new campaign takes them', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const campaign = await create(token, 'Running', [url('grace-hopper'), url('edsger-dijkstra')]);
    const added = await api.request<DoNotContactAddedAnswer>('POST', '/api/do-not-contact', {
      token,
      body: {
        profileUrls: [url('grace-hopper'), 'https://linkedin.com/in/barbara-liskov'],
        reason: 'Customer already',
      },
    });
    expect(added).toEqual({ status: 200, body: { added: 2, alreadyListed: 0, stopped: 1 } });
    expect(await targetOf(campaign.body.campaign._id, url('grace-hopper'))).toMatchObject({
      state: 'completed',
      end_reason: 'do-not-contact',
    });
    expect(await targetOf(campaign.body.campaign._id, url('edsger-dijkstra'))).toMatchObject({ state: 'scheduled' });

    const listed = await api.request<DoNotContactPage>('GET', '/api/do-not-contact?search=grace', { token });
    expect(listed.body).toMatchObject({
      total: 1,
      items: [{ id: 'grace-hopper', profileUrl: url('grace-hopper'), code: 'user', reason: 'Customer already' }],
    });
    const refused = await create(token, 'Again', [url('grace-hopper')]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'NO_LEADS_LEFT', field: 'leads' });

    // Off the list again: a new campaign may take the member once more (their stopped sequence was one).
    expect((await api.request('DELETE', '/api/do-not-contact/grace-hopper', { token })).status).toBe(200);
    expect((await api.request('DELETE', '/api/do-not-contact/grace-hopper', { token })).status).toBe(404);
    const back = await create(token, 'Back', [url('grace-hopper')], { allowPreviouslyContacted: true });
    expect(back.status).toBe(201);
    const events = await api.eventStore.readStream(contactStream(user.id, 'grace-hopper'));
    expect(events.map((e) => e.type)).toEqual([
      'ContactAdded',
      'ContactDoNotContactAdded',
      'ContactDoNotContactRemoved',
    ]);
  });

  it('takes leads of the user\'s campaigns by id or by filter (the lead tables\' "Stop contacting")', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const campaign = await create(token, 'Selected', [url('ada-lovelace'), url('alan-turing'), url('grace-hopper')]);
    const campaignId = campaign.body.campaign._id;
    const leads = await api.request<LeadList>('GET', `/api/leads?campaignId=${campaignId}`, { token });
    const ada = leads.body.data.find((l) => l.profileUrl === url('ada-lovelace'))!;
    const byId = await api.request<DoNotContactAddedAnswer>('POST', '/api/do-not-contact', {
      token,
      body: { leadIds: [ada._id], reason: 'Picked in the table' },
    });
    expect(byId).toEqual({ status: 200, body: { added: 1, alreadyListed: 0, stopped: 1 } });
    expect(await targetOf(campaignId, url('alan-turing'))).toMatchObject({ state: 'scheduled' });

    const byFilter = await api.request<DoNotContactAddedAnswer>('POST', '/api/do-not-contact', {
      token,
      body: { matching: { campaignId, search: 'turing' } },
    });
    expect(byFilter).toEqual({ status: 200, body: { added: 1, alreadyListed: 0, stopped: 1 } });
    // The answer waits for the projector up to 10 s; a loaded machine may take longer.
    await eventually(
      async () => (await targetOf(campaignId, url('alan-turing'))).end_reason === 'do-not-contact',
      'the listed lead stopped',
    );
    expect(await targetOf(campaignId, url('grace-hopper'))).toMatchObject({ state: 'scheduled' });

    // Another user's lead ids take no one: the selection is the caller's own leads.
    const other = await userWith(api, { trial: true, linkedIn: true });
    const stranger = await api.request<ApiErrorBody>('POST', '/api/do-not-contact', {
      token: other.token,
      body: { leadIds: leads.body.data.map((l) => l._id) },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ field: 'leadIds' });
    expect(await targetOf(campaignId, url('grace-hopper'))).toMatchObject({ state: 'scheduled' });
  });

  it('refuses a list with a line that is not a profile URL, naming the line, and stores nothing', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const answer = await api.request<ApiErrorBody>('POST', '/api/do-not-contact', {
      token,
      body: { text: `${url('ada-lovelace')}\nhttps://example.com/not-linkedin` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'text', refused: [{ line: 2 }] });
    expect(await api.eventStore.readStream(contactStream(user.id, 'ada-lovelace'))).toEqual([]);
    expect((await api.request<ApiErrorBody>('POST', '/api/do-not-contact', { token, body: {} })).body).toMatchObject({
      field: 'profileUrls',
    });
  });

  it('a reply by webhook from a lead the runner has not reached ends their sequence, and one asking to stop lists them', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const accountId = `acc-${user.id.slice(0, 8)}`;
    const campaign = await create(token, 'Not reached yet', [url('katherine-johnson'), url('mary-jackson')]);
    const message = (id: string, handle: string, text: string) => ({
      account_id: accountId,
      account_type: 'LINKEDIN',
      event: 'message_received',
      chat_id: `chat-${handle}`,
      message_id: id,
      message: text,
      timestamp: api.clock.now().toISOString(),
      sender: {
        attendee_id: `att-${handle}`,
        attendee_name: handle,
        attendee_provider_id: `ACo${handle}`,
        attendee_profile_url: url(handle),
      },
      attendees: [],
      attachments: {},
    });
    const deliver = (body: unknown) =>
      api.request<{ outcome: string }>('POST', '/api/webhooks/unipile/messaging', {
        body,
        headers: { [DEFAULT_WEBHOOK_SECRET_HEADER]: api.linkedin!.webhookSecret },
      });
    expect((await deliver(message('m1', 'katherine-johnson', 'Happy to talk!'))).body.outcome).toBe('replied');
    expect((await deliver(message('m1', 'katherine-johnson', 'Happy to talk!'))).body.outcome).toBe('duplicate');
    const ended = async (handle: string) => {
      const row = await targetOf(campaign.body.campaign._id, url(handle));
      return row.state === 'completed' ? row : null;
    };
    expect(await eventually(() => ended('katherine-johnson'), 'the replying lead to end')).toMatchObject({
      end_reason: 'replied',
    });
    await deliver(message('m2', 'mary-jackson', 'Not interested, please stop.'));
    const listed = await eventually(async () => {
      const list = await api.request<DoNotContactPage>('GET', '/api/do-not-contact', { token });
      return list.body.total > 0 ? list.body : null;
    }, 'the member who asked to stop on the list');
    expect(listed.items).toMatchObject([{ id: 'mary-jackson', code: 'asked-to-stop' }]);
    expect(await eventually(() => ended('mary-jackson'), 'the lead who asked to stop to end')).toMatchObject({
      end_reason: 'replied',
    });

    // The inbox says so: the chat list and the chat name the member who asked to stop.
    const chats = await eventually(async () => {
      const list = await api.request<ChatList>('GET', '/api/messages/chats?limit=20&skip=0', { token });
      const mary = list.body.chats.find((c) => c.chatId === 'chat-mary-jackson');
      return mary?.doNotContact ? list.body.chats : null;
    }, 'the chat list to show the member on the list');
    expect(chats.find((c) => c.chatId === 'chat-mary-jackson')?.doNotContact).toBe('asked-to-stop');
    expect(chats.find((c) => c.chatId === 'chat-katherine-johnson')?.doNotContact).toBeNull();
    const thread = await api.request<ChatThread>('GET', '/api/messages/chats/chat-mary-jackson', { token });
    expect(thread.body.doNotContact).toBe('asked-to-stop');
  });
});
