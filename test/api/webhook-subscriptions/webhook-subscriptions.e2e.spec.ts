import type {
  CampaignAnswer,
  CreatedApiKey,
  CreatedWebhookSubscription,
  WebhookDeliveryPage,
  WebhookSubscription,
  WebhookSubscriptionList,
} from '@outflow/api-contract';
import { campaignTargetStream, contactStream, DAY_MS, FixedClock, type LeadReplied } from '@outflow/domain';
import { verifyWebhookSignature } from '@outflow/integrations';
import { useApiHarness } from '../../support/api-suite';
import { VIEW_ONLY_GRAPH } from '../../support/campaign-fixtures';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { io, type Socket } from 'socket.io-client';

const sequence = VIEW_ONLY_GRAPH;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describeWithPostgres('outbound webhooks: subscriptions, signed deliveries, retries and the log', () => {
  const clock = new FixedClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(() => receiver?.close());
  const sockets: Socket[] = [];
  // Declared before the harness: the sockets close before the API stops.
  afterAll(() => sockets.forEach((s) => s.close()));
  const api = useApiHarness({ clock, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });

  const subscribe = (token: string, body: Record<string, unknown>) =>
    api.request<CreatedWebhookSubscription>('POST', '/api/webhook-subscriptions', { token, body });
  const newCampaign = async (token: string) => {
    const created = await api.request<CampaignAnswer>('POST', '/api/campaigns', {
      token,
      body: { name: 'Founders', leads: ['https://www.linkedin.com/in/ada-lovelace'], sequence },
    });
    return created.body.campaign._id;
  };
  const deliveries = async (token: string, id: string) =>
    (await api.request<WebhookDeliveryPage>('GET', `/api/webhook-subscriptions/${id}/deliveries`, { token })).body;

  it('delivers each outcome once, signed so the documented check verifies it, with the event id and what a CRM needs', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const campaignId = await newCampaign(token);
    const created = await subscribe(token, { url: receiver.url, eventTypes: ['campaign.paused', 'lead.replied'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: receiver.url,
      eventTypes: ['campaign.paused', 'lead.replied'],
      status: 'active',
      pausedReason: null,
      secret: expect.stringMatching(/^whsec_/),
    });
    const listed = await api.request<WebhookSubscriptionList>('GET', '/api/webhook-subscriptions', { token });
    expect(listed.body.data.map((s) => s.id)).toEqual([created.body.id]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token, body: { status: 'paused' } });
    const [paused] = await eventually(
      async () => receiver.of('campaign.paused').length > 0 && receiver.of('campaign.paused'),
      'the campaign.paused delivery',
    );
    expect(verifyWebhookSignature(created.body.secret, paused.rawBody, paused.signature, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', paused.rawBody, paused.signature, nowSeconds())).toBe(false);
    expect(verifyWebhookSignature(created.body.secret, `${paused.rawBody} `, paused.signature, nowSeconds())).toBe(
      false,
    );
    const [event] = (await api.eventStore.readStream(`campaign-${campaignId}`)).filter(
      (e) => e.type === 'CampaignStatusChanged',
    );
    expect(paused.eventId).toBe(event.eventId);
    expect(paused.body).toEqual({
      id: event.eventId,
      type: 'campaign.paused',
      time: clock.now().toISOString(),
      data: {
        campaign: { id: campaignId, name: 'Founders', accountId: expect.any(String), status: 'paused' },
        previousStatus: 'active',
        sender: { accountId: expect.any(String), name: null },
      },
    });

    // A reply, as LinkedIn's webhook records it: the lead, the campaign and the sender come along.
    const reply: LeadReplied = {
      type: 'LeadReplied',
      data: {
        campaignId,
        targetId: `${campaignId}_0`,
        profileUrl: 'https://www.linkedin.com/in/ada-lovelace/',
        chatId: null,
        occurredAt: clock.now().toISOString(),
      },
    };
    await api.eventStore.appendToStream(
      campaignTargetStream(`${campaignId}_0`),
      [{ ...reply, metadata: { userId: user.id, actor: 'webhook', correlationId: 'reply-1' } }],
      { expectedVersion: 'any' },
    );
    const [replied] = await eventually(
      async () => receiver.of('lead.replied').length > 0 && receiver.of('lead.replied'),
      'the lead.replied delivery',
    );
    expect(replied.body.data).toMatchObject({
      lead: { id: `${campaignId}_0`, profileUrl: 'https://www.linkedin.com/in/ada-lovelace/' },
      campaign: { id: campaignId, name: 'Founders' },
      message: null,
    });

    const log = await eventually(async () => {
      const page = await deliveries(token, created.body.id);
      return page.data.every((d) => d.status === 'delivered') && page.total === 2 && page;
    }, 'both deliveries to be logged as delivered');
    expect(log.data[1]).toMatchObject({
      eventType: 'campaign.paused',
      attempts: 1,
      responseCode: 200,
      error: null,
      eventId: event.eventId,
    });
    expect(receiver.of('campaign.paused')).toHaveLength(1);
  });

  it('delivers contact.do_not_contact_added, signed, when a member is put on the Do-Not-Contact list (by a key, too)', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const sub = (await subscribe(token, { url: receiver.url, eventTypes: ['contact.do_not_contact_added'] })).body;
    const added = await api.request('POST', '/api/do-not-contact', {
      token,
      body: { profileUrls: ['https://www.linkedin.com/in/Barbara-Liskov/'], reason: 'Existing customer' },
    });
    expect(added).toMatchObject({ status: 200, body: { added: 1 } });
    const [listed] = await eventually(
      async () => receiver.of('contact.do_not_contact_added').length > 0 && receiver.of('contact.do_not_contact_added'),
      'the contact.do_not_contact_added delivery',
    );
    expect(verifyWebhookSignature(sub.secret, listed.rawBody, listed.signature, nowSeconds())).toBe(true);
    const [event] = (await api.eventStore.readStream(contactStream(user.id, 'barbara-liskov'))).filter(
      (e) => e.type === 'ContactDoNotContactAdded',
    );
    expect(listed.body).toEqual({
      id: event.eventId,
      type: 'contact.do_not_contact_added',
      time: clock.now().toISOString(),
      data: {
        contact: {
          id: 'barbara-liskov',
          profileUrl: 'https://www.linkedin.com/in/Barbara-Liskov/',
          publicId: 'Barbara-Liskov',
          providerId: null,
          name: null,
        },
        code: 'user',
        reason: 'Existing customer',
        actor: 'user',
      },
    });

    // By an API key with contacts:write: the same event, the key as the actor; listed twice is one event.
    const { key } = (
      await api.request<CreatedApiKey>('POST', '/api/api-keys', {
        token,
        body: { name: 'CRM', scopes: ['contacts:write'] },
      })
    ).body;
    const byKey = await api.request('POST', '/api/do-not-contact', {
      token: key,
      body: { profileUrls: ['https://www.linkedin.com/in/alan-kay', 'https://www.linkedin.com/in/barbara-liskov'] },
    });
    expect(byKey).toMatchObject({ status: 200, body: { added: 1, alreadyListed: 1 } });
    const both = await eventually(async () => {
      const sent = receiver.of('contact.do_not_contact_added');
      return sent.length >= 2 && sent;
    }, 'the second contact.do_not_contact_added delivery');
    expect(both.map(({ body: { data } }) => [(data.contact as { id: string }).id, data.actor, data.reason])).toEqual([
      ['barbara-liskov', 'user', 'Existing customer'],
      ['alan-kay', 'api-key:CRM', null],
    ]);
  });

  it('retries after the receiver answers 500 (backing off on the clock), logs each attempt, and sends again on demand', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const campaignId = await newCampaign(token);
    const sub = (await subscribe(token, { url: receiver.url, eventTypes: ['campaign.completed'] })).body;
    receiver.answers = [500];
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token, body: { status: 'completed' } });
    const failed = await eventually(async () => {
      const [d] = (await deliveries(token, sub.id)).data;
      return d?.attempts === 1 && d;
    }, 'the first attempt to fail');
    expect(failed).toMatchObject({ status: 'pending', responseCode: 500, error: 'The receiver answered 500' });
    expect(Date.parse(failed.nextAttemptAt!)).toBe(clock.now().getTime() + 30_000);
    clock.advance(31_000);
    const delivered = await eventually(async () => {
      const [d] = (await deliveries(token, sub.id)).data;
      return d?.status === 'delivered' && d;
    }, 'the retry to be delivered');
    expect(delivered).toMatchObject({ attempts: 2, responseCode: 200 });
    const sent = receiver.of('campaign.completed');
    expect(sent.map((r) => r.answered)).toEqual([500, 200]);
    expect(new Set(sent.map((r) => r.body.id)).size).toBe(1);

    const again = await api.request('POST', `/api/webhook-subscriptions/${sub.id}/deliveries/${delivered.id}/retry`, {
      token,
    });
    expect(again.status).toBe(200);
    await eventually(async () => receiver.of('campaign.completed').length === 3, 'the delivery sent again');
    expect(
      (await api.request('POST', `/api/webhook-subscriptions/${sub.id}/deliveries/nope/retry`, { token })).status,
    ).toBe(404);
  });

  it('pauses a subscription that fails for 3 days and tells its owner; PATCH resumes it', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    // The owner's open page: the pause comes as a notice (a toast) at once, and Settings shows why.
    const socket = io(api.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const notices: Array<{ message: string }> = [];
    socket.on('notification:error', (n: { message: string }) => notices.push(n));
    await new Promise((resolve) => socket.once('connected', resolve));
    const campaignId = await newCampaign(token);
    const sub = (await subscribe(token, { url: 'http://127.0.0.1:9/nothing-listens', eventTypes: ['campaign.paused'] }))
      .body;
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token, body: { status: 'paused' } });
    await eventually(async () => (await deliveries(token, sub.id)).data[0]?.attempts === 1, 'the first failed attempt');
    clock.advance(3 * DAY_MS);
    const paused = await eventually(async () => {
      const list = await api.request<WebhookSubscriptionList>('GET', '/api/webhook-subscriptions', { token });
      const found = list.body.data.find((s) => s.id === sub.id);
      return found?.status === 'paused' && found;
    }, 'the subscription to be paused');
    expect(paused.pausedReason).toBe('failing');
    await eventually(async () => notices.length > 0, 'the owner to be told of the pause');
    expect(notices).toEqual([
      { message: 'Webhook deliveries failed for 3 days, so the subscription was paused: see Settings → Webhooks' },
    ]);
    const resumed = await api.request<WebhookSubscription>('PATCH', `/api/webhook-subscriptions/${sub.id}`, {
      token,
      body: { active: true },
    });
    expect(resumed.body).toMatchObject({ status: 'active', pausedReason: null });
  });

  it('changes and deletes a subscription; bad input is refused naming the field', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const sub = (await subscribe(token, { url: receiver.url, eventTypes: ['lead.accepted'] })).body;
    const changed = await api.request<WebhookSubscription>('PATCH', `/api/webhook-subscriptions/${sub.id}`, {
      token,
      body: { eventTypes: ['lead.accepted', 'lead.completed'], description: 'CRM' },
    });
    expect(changed.body).toMatchObject({
      url: receiver.url,
      eventTypes: ['lead.accepted', 'lead.completed'],
      description: 'CRM',
    });
    for (const [body, field] of [
      [{ url: receiver.url, eventTypes: ['lead.exploded'] }, 'eventTypes'],
      [{ url: 'ftp://crm.example.com', eventTypes: ['lead.replied'] }, 'url'],
      [{ eventTypes: ['lead.replied'] }, 'url'],
    ] as const)
      expect(await subscribe(token, body)).toMatchObject({ status: 400, body: { field } });
    expect((await api.request('DELETE', `/api/webhook-subscriptions/${sub.id}`, { token })).status).toBe(200);
    expect((await api.request('DELETE', `/api/webhook-subscriptions/${sub.id}`, { token })).status).toBe(404);
  });
});

describeWithPostgres('outbound webhooks: private destinations refused unless the operator allows them', () => {
  const api = useApiHarness();

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://100.100.100.200/hook',
  ])('refuses %s at subscription with 400 naming url', async (url) => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const answer = await api.request('POST', '/api/webhook-subscriptions', {
      token,
      body: { url, eventTypes: ['lead.replied'] },
    });
    expect(answer).toMatchObject({ status: 400, body: { field: 'url' } });
  });

  it('accepts a name that does not resolve yet (its deliveries fail until it does)', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const answer = await api.request('POST', '/api/webhook-subscriptions', {
      token,
      body: { url: 'https://crm.does-not-resolve.invalid/hook', eventTypes: ['lead.replied'] },
    });
    expect(answer.status).toBe(201);
  });
});
