import { describeWithPostgres } from '@outflow/testing';
import {
  type AccountAnswer,
  type ActionList,
  type ChatStarted,
  type DeliveryList,
  type ErrorBody,
  eventually,
  type HostedAuthCompleted,
  type Invitation,
  type Message,
  type Page,
  type Relation,
  type Reply,
  SandboxClient,
  type SandboxClock,
  type SandboxFaults,
  type SandboxSuite,
  type SearchMember,
  startReceiver,
  startSandboxSuite,
} from './testing/sandbox-test-kit';

const PEOPLE = 'https://www.linkedin.com/search/results/people/';

describeWithPostgres('LinkedIn sandbox: time, leads, limits and faults', () => {
  let suite: SandboxSuite;
  let client: SandboxClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** 300 distinct members, from the 1,000 a search can reach. */
  let members: SearchMember[];

  /** Sends an invitation: the suite reads its status, and the error body when it is refused. */
  const invite = (accountId: string, providerId: string) =>
    client.api<ErrorBody>('POST', '/users/invite', { account_id: accountId, provider_id: providerId });

  beforeAll(async () => {
    suite = await startSandboxSuite('linkedin_sandbox_network');
    ({ client } = suite);
    receiver = await startReceiver();
    for (const source of ['users', 'messaging', 'account_status']) {
      await client.api('POST', '/webhooks', {
        source,
        request_url: `${receiver.url}/${source}`,
        format: 'json',
        headers: [{ key: 'x-s', value: '1' }],
      });
    }
    const lookup = await client.connectAccount();
    members = [];
    let cursor: string | null = null;
    do {
      const page: Reply<{ items: SearchMember[]; cursor: string | null }> = await client.search(
        lookup,
        PEOPLE,
        `&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      members.push(...page.body.items);
      cursor = members.length < 300 ? page.body.cursor : null;
    } while (cursor);
  });

  afterAll(() => suite?.close(receiver));

  describe('the clock', () => {
    it('reports sandbox time and moves it forward on demand', async () => {
      const before = (await client.control<SandboxClock>('GET', '/clock')).body;
      expect(before).toEqual({ now: expect.any(String), nowMs: expect.any(Number), speed: 1 });
      const after = (await client.control<SandboxClock>('POST', '/clock', { advanceHours: 48 })).body;
      expect(after.nowMs - before.nowMs).toBeGreaterThanOrEqual(48 * 3_600_000);
      expect(Date.parse(after.now)).toBe(after.nowMs);
    });
  });

  describe('leads, through the ticker at high clock speed', () => {
    afterEach(async () => {
      await client.control('POST', '/clock', { speed: 1 });
    });

    it('accepts some invitations within 72 sandbox hours, with new_relation webhooks', async () => {
      const accountId = await client.connectAccount();
      const targets = members.slice(0, 20);
      for (const m of targets) expect((await invite(accountId, m.id)).status).toBe(201);
      const sentAt = (await client.control<SandboxClock>('GET', '/clock')).body.nowMs;
      await client.control('POST', '/clock', { speed: 200_000 });
      const relations = await eventually(async () => {
        const clock = (await client.control<SandboxClock>('GET', '/clock')).body;
        if (clock.nowMs < sentAt + 73 * 3_600_000) return undefined;
        await client.control('POST', '/tick');
        return (await client.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`)).body.items;
      }, 20_000);
      expect(relations.length).toBeGreaterThan(0);
      expect(relations.length).toBeLessThan(targets.length);
      const pending = (
        await client.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}&limit=100`)
      ).body.items;
      expect(pending.length + relations.length).toBe(targets.length);
      for (const r of relations) {
        await receiver.waitFor(
          (w) =>
            w.path === '/users' &&
            w.body?.account_id === accountId &&
            w.body?.user_public_identifier === r.public_identifier,
        );
      }
    });

    it('replies to messages by sandbox time, with message_received webhooks', async () => {
      await client.control('POST', '/behaviour', { replyProbability: 1, replyDelayHours: [1, 2] });
      try {
        const accountId = await client.connectAccount();
        const lead = members[20];
        await invite(accountId, lead.id);
        await client.control('POST', '/accept', { accountId, profileUrl: lead.id });
        const started = await client.api<ChatStarted>(
          'POST',
          '/chats',
          client.form({ account_id: accountId, attendees_ids: lead.id, text: 'Hello!' }),
        );
        await client.control('POST', '/clock', { speed: 20_000 });
        const reply = await eventually(async () => {
          const items = (await client.api<Page<Message>>('GET', `/chats/${started.body.chat_id}/messages`)).body.items;
          return items.find((m: { is_sender: number }) => m.is_sender === 0);
        }, 20_000);
        expect(reply).toMatchObject({ sender_id: lead.id, text: expect.any(String) });
        const webhook = await receiver.waitFor((w) => w.path === '/messaging' && w.body?.message_id === reply.id);
        expect(webhook.body).toMatchObject({
          event: 'message_received',
          chat_id: started.body.chat_id,
          sender: { attendee_provider_id: lead.id },
        });
      } finally {
        await client.control('POST', '/behaviour', { replyProbability: 0.2, replyDelayHours: [1, 48] });
      }
    });

    it('never accepts when the acceptance probability is zero', async () => {
      await client.control('POST', '/behaviour', { acceptProbability: 0 });
      try {
        const accountId = await client.connectAccount();
        for (const m of members.slice(30, 40)) await invite(accountId, m.id);
        await client.control('POST', '/clock', { advanceHours: 100 });
        expect(
          (await client.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`)).body.items,
        ).toEqual([]);
        expect(
          (await client.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}&limit=100`)).body
            .items,
        ).toHaveLength(10);
      } finally {
        await client.control('POST', '/behaviour', { acceptProbability: 0.35 });
      }
    });
  });

  describe('acceptance by note', () => {
    it('takes the probability of the first rule whose text the note contains (an A/B test of notes)', async () => {
      await client.control('POST', '/behaviour', {
        acceptProbability: 0,
        acceptProbabilityByText: [
          { contains: 'we met at', probability: 1 },
          { contains: 'Quick hello', probability: 0 },
        ],
      });
      try {
        const accountId = await client.connectAccount();
        const send = (providerId: string, message: string) =>
          client.api('POST', '/users/invite', { account_id: accountId, provider_id: providerId, message });
        for (const m of members.slice(40, 45)) await send(m.id, 'Hi, we met at the fair');
        for (const m of members.slice(45, 50)) await send(m.id, 'Quick hello');
        await client.control('POST', '/clock', { advanceHours: 100 });
        await client.control('POST', '/tick');
        const related = await eventually(async () => {
          const items = (await client.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`)).body
            .items;
          return items.length >= 5 ? items : undefined;
        }, 20_000);
        expect(related).toHaveLength(5);
        // The five still pending are the notes the second rule never lets through.
        const pending = (
          await client.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}&limit=100`)
        ).body.items;
        expect(pending.map((i) => i.invitation_text)).toEqual(Array(5).fill('Quick hello'));
        const refused = await client.control('POST', '/behaviour', { acceptProbabilityByText: [{ contains: 1 }] });
        expect(refused.status).toBe(400);
      } finally {
        await client.control('POST', '/behaviour', { acceptProbability: 0.35, acceptProbabilityByText: [] });
      }
    });
  });

  describe('limits', () => {
    it('refuses the 101st invitation of a day, then restricts an account that keeps pushing', async () => {
      const accountId = await client.connectAccount();
      for (const m of members.slice(0, 100)) expect((await invite(accountId, m.id)).status).toBe(201);
      for (let i = 0; i < 19; i++) {
        const refused = await invite(accountId, members[100 + i].id);
        expect(refused).toEqual({ status: 422, body: expect.objectContaining({ type: 'errors/limit_exceeded' }) });
      }
      expect((await invite(accountId, members[150].id)).body.type).toBe('errors/limit_exceeded');
      const restricted = await invite(accountId, members[151].id);
      expect(restricted).toEqual({ status: 403, body: expect.objectContaining({ type: 'errors/account_restricted' }) });
      expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(403);
      expect((await client.api<AccountAnswer>('GET', `/accounts/${accountId}`)).body.sources[0].status).toBe('ERROR');
      const webhook = await receiver.waitFor(
        (w) =>
          w.path === '/account_status' &&
          w.body?.AccountStatus?.account_id === accountId &&
          w.body?.AccountStatus?.message === 'ERROR',
      );
      expect(webhook.body?.AccountStatus?.account_type).toBe('LINKEDIN');
      expect((await client.control<SandboxFaults>('GET', '/faults')).body.restricted).toContain(accountId);
      const accepted = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}&kind=invite`)).body
        .items;
      expect(accepted).toHaveLength(100);

      await client.control('POST', '/clock', { advanceHours: 7 * 24 + 1 });
      await receiver.waitFor(
        (w) =>
          w.path === '/account_status' &&
          w.body?.AccountStatus?.account_id === accountId &&
          w.body?.AccountStatus?.message === 'OK',
      );
      expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(200);
    });

    it('refuses invitations past 200 in a week, even spread over days', async () => {
      const accountId = await client.connectAccount();
      for (const m of members.slice(0, 100)) expect((await invite(accountId, m.id)).status).toBe(201);
      await client.control('POST', '/clock', { advanceHours: 25 });
      for (const m of members.slice(100, 200)) expect((await invite(accountId, m.id)).status).toBe(201);
      await client.control('POST', '/clock', { advanceHours: 25 });
      expect((await invite(accountId, members[200].id)).body.type).toBe('errors/limit_exceeded');
    });

    it('answers 429 past 150 profile lookups in a sandbox day', async () => {
      const accountId = await client.connectAccount();
      for (let i = 0; i < 150; i++) {
        expect((await client.api('GET', `/users/${members[i].id}?account_id=${accountId}`)).status).toBe(200);
      }
      const limited = await client.api('GET', `/users/${members[150].id}?account_id=${accountId}`);
      expect(limited).toEqual({ status: 429, body: expect.objectContaining({ type: 'errors/too_many_requests' }) });
      // Retry-After: the real seconds until the next sandbox day, at the clock's speed.
      const { nowMs, speed } = (await client.control<SandboxClock>('GET', '/clock')).body;
      const raw = await fetch(`${suite.server.url}/api/v1/users/${members[150].id}?account_id=${accountId}`, {
        headers: { 'x-api-key': client.apiKey },
      });
      const retryAfter = Number(raw.headers.get('retry-after'));
      const expected = (86_400_000 - (nowMs % 86_400_000)) / (speed || 1) / 1000;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(Math.abs(retryAfter - expected)).toBeLessThan(60);
      await client.control('POST', '/clock', { advanceHours: 24 });
      expect((await client.api('GET', `/users/${members[150].id}?account_id=${accountId}`)).status).toBe(200);
    });
  });

  describe('faults', () => {
    afterEach(async () => {
      await client.control('POST', '/faults', { reset: true });
    });

    it('adds latency to API calls', async () => {
      const accountId = await client.connectAccount();
      const state = (await client.control<SandboxFaults>('POST', '/faults', { latencyMs: 300 })).body;
      expect(state).toMatchObject({ latencyMs: 300, errorRate: 0, dropWebhooks: false });
      const started = Date.now();
      expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(295);
    });

    it('spreads the latency between latencyMs and latencyMaxMs', async () => {
      const accountId = await client.connectAccount();
      const state = (await client.control<SandboxFaults>('POST', '/faults', { latencyMs: 100, latencyMaxMs: 400 }))
        .body;
      expect(state).toMatchObject({ latencyMs: 100, latencyMaxMs: 400 });
      const took = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const started = Date.now();
          expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(200);
          return Date.now() - started;
        }),
      );
      expect(Math.min(...took)).toBeGreaterThanOrEqual(95);
      // Twelve draws from 100..400 ms all under 200 ms: one chance in 4^12.
      expect(Math.max(...took)).toBeGreaterThan(200);
      expect((await client.control('POST', '/faults', { latencyMaxMs: -1 })).status).toBe(400);
    });

    it('answers transient 503s at the error rate, and only on the API', async () => {
      const accountId = await client.connectAccount();
      await client.control('POST', '/faults', { errorRate: 1 });
      const failed = await client.api('GET', `/users/me?account_id=${accountId}`);
      expect(failed).toEqual({ status: 503, body: expect.objectContaining({ type: 'errors/service_unavailable' }) });
      expect((await client.control('GET', '/clock')).status).toBe(200);
      await client.control('POST', '/faults', { errorRate: 0.5 });
      const statuses = await Promise.all(
        Array.from({ length: 60 }, () => client.api('GET', `/users/me?account_id=${accountId}`).then((r) => r.status)),
      );
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      await client.control('POST', '/faults', { reset: true });
      expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(200);
    });

    it('disconnects an account (401, CREDENTIALS) until a reconnect link restores it', async () => {
      const accountId = await client.connectAccount();
      const state = (await client.control<SandboxFaults>('POST', '/faults', { disconnectAccountId: accountId })).body;
      expect(state.disconnected).toContain(accountId);
      const refused = await client.api('GET', `/users/me?account_id=${accountId}`);
      expect(refused).toEqual({ status: 401, body: expect.objectContaining({ type: 'errors/disconnected_account' }) });
      expect((await client.api<AccountAnswer>('GET', `/accounts/${accountId}`)).body.sources[0].status).toBe(
        'CREDENTIALS',
      );
      await receiver.waitFor(
        (w) =>
          w.path === '/account_status' &&
          w.body?.AccountStatus?.account_id === accountId &&
          w.body?.AccountStatus?.message === 'CREDENTIALS',
      );

      const url = await client.hostedLink({
        type: 'reconnect',
        reconnect_account: accountId,
        providers: undefined,
        notify_url: `${receiver.url}/notify`,
      });
      const done = await client.control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url });
      expect(done.body).toMatchObject({ accountId, status: 'RECONNECTED' });
      expect(receiver.received).toContainEqual(
        expect.objectContaining({
          path: '/notify',
          body: { status: 'RECONNECTED', account_id: accountId, name: 'user-1' },
        }),
      );
      await receiver.waitFor(
        (w) =>
          w.path === '/account_status' &&
          w.body?.AccountStatus?.account_id === accountId &&
          w.body?.AccountStatus?.message === 'RECONNECTED',
      );
      expect((await client.api('GET', `/users/me?account_id=${accountId}`)).status).toBe(200);
    });

    it('restricts an account on demand and lifts it on reset', async () => {
      const accountId = await client.connectAccount();
      await client.control('POST', '/faults', { restrictAccountId: accountId });
      expect((await invite(accountId, members[0].id)).body.type).toBe('errors/account_restricted');
      await client.control('POST', '/faults', { reset: true });
      expect((await invite(accountId, members[0].id)).status).toBe(201);
    });

    it('drops webhooks while asked to', async () => {
      const accountId = await client.connectAccount();
      await client.control('POST', '/faults', { dropWebhooks: true });
      await client.control('POST', '/reply', { accountId, profileUrl: members[5].id, text: 'dropped one' });
      await client.control('POST', '/faults', { dropWebhooks: false });
      await client.control('POST', '/reply', { accountId, profileUrl: members[5].id, text: 'kept one' });
      await receiver.waitFor((w) => w.path === '/messaging' && w.body?.message === 'kept one');
      const deliveries = (await client.control<DeliveryList>('GET', '/deliveries?limit=50')).body.items;
      const dropped = deliveries.find((d) => d.payload.message === 'dropped one');
      expect(dropped?.status).toBe('dropped');
      expect(receiver.received.some((w) => w.body?.message === 'dropped one')).toBe(false);
    });
  });
});
