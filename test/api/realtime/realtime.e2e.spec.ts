import {
  campaignStream,
  campaignTargetId,
  campaignTargetStream,
  chatStream,
  type CampaignTargetEvent,
  type ChatMessageRecorded,
  type EventMetadata,
} from '@outflow/domain';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { useApiHarness } from '../../support/api-suite';
import { describeWithNats, describeWithPostgres, serviceUrl } from '@outflow/testing';
import { oneStepSequence } from '../../support/campaign-fixtures';

function connect(url: string, auth: Record<string, string>): Socket {
  return io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
}

/** The next `event` on the socket; fails naming the event (and any connect error) instead of hanging. */
const next = <T>(socket: Socket, event: string, timeoutMs = 10_000) =>
  new Promise<T>((resolve, reject) => {
    let connectError = '';
    socket.once('connect_error', (error) => (connectError = ` (connect_error: ${error.message})`));
    const timer = setTimeout(() => reject(new Error(`no '${event}' within ${timeoutMs} ms${connectError}`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Every payload the socket delivers of `event`, in order. */
function record<T>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
async function eventually(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A one-step sequence; no runner runs in the API harness, so the test appends what a runner would. */
const sequence = oneStepSequence('view', 'view-profile', 'View');

/** The spec's socket campaign payload, plus why a running campaign cannot act (statusReason). */
const SOCKET_CAMPAIGN_KEYS = [
  '_id',
  'connectionAcceptRate',
  'progressStatus',
  'responseRate',
  'status',
  'statusReason',
  'targetCount',
  'targetStats',
  'targetsBySourceCount',
];

/** The same behaviour whichever bus carries the projector's notices to the gateway. */
function realtimeSuite(env: () => Record<string, string>): void {
  const sockets: Socket[] = [];
  // Declared before the harness: the sockets close before the API stops.
  afterAll(() => sockets.forEach((s) => s.close()));
  const api = useApiHarness(() => ({ env: env() }));

  /** Alice and Bob signed up, each with a socket connected (both listening before either connects: an event is not replayed). */
  async function aliceAndBobConnected() {
    const alice = await api.signUp();
    const bob = await api.signUp();
    const aliceSocket = connect(api.url, { token: alice.token });
    const bobSocket = connect(api.url, { token: bob.token });
    sockets.push(aliceSocket, bobSocket);
    const [aliceWelcome] = await Promise.all([next(aliceSocket, 'connected'), next(bobSocket, 'connected')]);
    return { alice, aliceSocket, aliceWelcome, bobSocket };
  }

  it('refuses a socket without a valid token, whatever userId it claims', async () => {
    const socket = connect(api.url, { userId: 'someone', userEmail: 'someone@example.com' });
    sockets.push(socket);
    const [refusal, reason] = await Promise.all([
      next<{ message: string }>(socket, 'notification:error'),
      next<string>(socket, 'disconnect'),
    ]);
    expect(refusal.message).toBe('Authentication error: Could not establish real-time connection');
    expect(reason).toBe('io server disconnect');
  });

  it("pushes the projector's notices to the signed-in user only", async () => {
    const { alice, aliceSocket, aliceWelcome, bobSocket } = await aliceAndBobConnected();
    expect(aliceWelcome).toEqual({ userId: alice.user.id });
    const bobHeard: unknown[] = [];
    bobSocket.on('notification:error', (payload) => bobHeard.push(payload));

    const heard = next<{ message: string }>(aliceSocket, 'notification:error');
    const metadata = { userId: alice.user.id, actor: 'system' as const, correlationId: 'test' };
    await api.eventStore.appendToStream(
      `user-${alice.user.id}`,
      [
        {
          type: 'LinkedInAccountConnected',
          data: { accountId: 'acc-1', occurredAt: '2026-11-22T10:00:00.000Z', reconnect: false },
          metadata,
        },
        {
          type: 'LinkedInAccountDisconnected',
          data: { accountId: 'acc-1', reason: 'CREDENTIALS', occurredAt: '2026-11-22T11:00:00.000Z' },
          metadata,
        },
      ],
      { expectedVersion: 'any' },
    );
    expect((await heard).message).toBe(
      'Your LinkedIn account has been disconnected. Please reconnect to continue using LinkedIn features.',
    );
    expect(bobHeard).toEqual([]);
  });

  it('tells the owner of a chat, once per burst, that it has new messages (message:new with the chat id)', async () => {
    const { alice, aliceSocket, bobSocket } = await aliceAndBobConnected();
    const heard = record<{ chatId: string }>(aliceSocket, 'message:new');
    const bobHeard = record(bobSocket, 'message:new');
    // An account id with dashes: the chat is found by its stream, not by splitting the stream id.
    const accountId = 'acc-with-dashes';
    const chatId = 'chat-1-2';
    const message = (n: number): ChatMessageRecorded => ({
      type: 'ChatMessageRecorded',
      data: {
        chatId,
        accountId,
        messageId: `m${n}`,
        text: `Message ${n}`,
        timestamp: new Date(Date.now() + n).toISOString(),
        isSender: false,
        sender: { providerId: 'p1', name: 'Ada L', profileUrl: null },
        attendees: [
          { providerId: 'p1', isSelf: false, firstName: 'Ada', lastName: 'L', pictureUrl: null, profileUrl: null },
        ],
        source: 'sync',
      },
    });
    const metadata = { userId: alice.user.id, actor: 'system' as const, correlationId: 'message-new' };
    await api.eventStore.appendToStream(
      chatStream(accountId, chatId),
      [1, 2, 3, 4, 5].map((n) => ({ ...message(n), metadata })),
      { expectedVersion: 'any' },
    );
    await eventually('a message:new push', () => heard.length > 0);
    await new Promise((r) => setTimeout(r, 800));
    expect(heard).toEqual([{ chatId }]);
    expect(bobHeard).toEqual([]);
  });

  it('tells the owner once, and no one else, that a member joined the Do-Not-Contact list (contact:update)', async () => {
    const { alice, aliceSocket, bobSocket } = await aliceAndBobConnected();
    const heard = record<{ contactId: string }>(aliceSocket, 'contact:update');
    const bobHeard = record(bobSocket, 'contact:update');
    const added = await api.request('POST', '/api/do-not-contact', {
      token: alice.token,
      body: { profileUrls: ['https://www.linkedin.com/in/dnc-live-push/'], reason: 'Asked by phone' },
    });
    expect(added.status).toBeLessThan(300);
    await eventually('a contact:update push', () => heard.length > 0);
    await new Promise((r) => setTimeout(r, 800));
    expect(heard).toEqual([{ contactId: 'dnc-live-push' }]);
    expect(bobHeard).toEqual([]);
  });

  describe('campaign and activity pushes', () => {
    let alice: { token: string; user: { id: string } };
    let aliceSocket: Socket;
    let bobHeard: unknown[];
    let metadata: EventMetadata;
    const campaignId = randomUUID();
    const LEADS = 200;
    const profileUrl = (n: number) => `https://www.linkedin.com/in/lead-${n}/`;

    beforeAll(async () => {
      let bobSocket: Socket;
      ({ alice, aliceSocket, bobSocket } = await aliceAndBobConnected());
      bobHeard = [];
      for (const event of ['campaign:update', 'campaign:list-update', 'activity:update'])
        bobSocket.on(event, (payload) => bobHeard.push(payload));
      metadata = { userId: alice.user.id, actor: 'user', correlationId: 'realtime-e2e' };
    });

    const appendTarget = (n: number, events: CampaignTargetEvent[]) =>
      api.eventStore.appendToStream(
        campaignTargetStream(campaignTargetId(campaignId, n)),
        events.map((e) => ({ ...e, metadata: { ...metadata, actor: 'runner' as const } })),
        { expectedVersion: 'any' },
      );

    it('pushes the whole list when a campaign is created', async () => {
      const listed = next<{ campaigns: Array<Record<string, unknown>> }>(aliceSocket, 'campaign:list-update');
      await api.eventStore.appendToStream(
        campaignStream(campaignId),
        [
          {
            type: 'CampaignCreated',
            data: {
              campaignId,
              name: 'Live figures',
              description: 'Live figures - created via sequence builder',
              accountId: 'acc-1',
              sequence,
              graph: { nodes: [], edges: [] },
              leads: Array.from({ length: LEADS }, (_, n) => ({
                targetId: campaignTargetId(campaignId, n),
                profileUrl: profileUrl(n),
              })),
              leadSource: 'manual',
              status: 'active',
              occurredAt: new Date().toISOString(),
            },
            metadata,
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      const { campaigns } = await listed;
      expect(campaigns).toHaveLength(1);
      expect(campaigns[0]).toMatchObject({
        _id: campaignId,
        name: 'Live figures',
        status: 'active',
        progressStatus: 'Ready',
        targetCount: LEADS,
      });
      expect(campaigns[0].targetStats).toEqual({ completed: 0, running: 0, paused: 0, failed: 0, total: LEADS });
    });

    it("pushes a campaign's new status as the socket campaign payload", async () => {
      const updated = next<{ campaign: Record<string, unknown> }>(aliceSocket, 'campaign:update');
      await api.eventStore.appendToStream(
        campaignStream(campaignId),
        [
          {
            type: 'CampaignStatusChanged',
            data: { campaignId, status: 'paused', previousStatus: 'active', occurredAt: new Date().toISOString() },
            metadata,
          },
        ],
        { expectedVersion: 'any' },
      );
      const { campaign } = await updated;
      expect(Object.keys(campaign).sort()).toEqual(SOCKET_CAMPAIGN_KEYS);
      expect(campaign).toMatchObject({
        _id: campaignId,
        status: 'paused',
        progressStatus: 'Paused',
        targetStats: { paused: LEADS, total: LEADS },
      });
      await api.eventStore.appendToStream(
        campaignStream(campaignId),
        [
          {
            type: 'CampaignStatusChanged',
            data: { campaignId, status: 'active', previousStatus: 'paused', occurredAt: new Date().toISOString() },
            metadata,
          },
        ],
        { expectedVersion: 'any' },
      );
      await expect(next<{ campaign: { status: string } }>(aliceSocket, 'campaign:update')).resolves.toMatchObject({
        campaign: { status: 'active' },
      });
    });

    it('coalesces a burst of target events into a few campaign and usage pushes that end on the final figures', async () => {
      const updates = record<{
        campaign: { targetStats: { completed: number; running: number }; progressStatus: string };
      }>(aliceSocket, 'campaign:update');
      const pushed = record<{ accountId?: string; day: string; usage: Record<string, number> }>(
        aliceSocket,
        'activity:update',
      );
      // The workspace's usage, and each sender's (even leads go through acc-1, odd through acc-2).
      const usages = () => pushed.filter((u) => !('accountId' in u));
      const of = (accountId: string) => pushed.filter((u) => u.accountId === accountId);
      const at = () => new Date().toISOString();
      const ref = (n: number) => ({ campaignId, targetId: campaignTargetId(campaignId, n) });
      // 600 events on 200 streams, 20 appends at a time: as a busy runner would write them.
      for (let from = 0; from < LEADS; from += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => from + i).map((n) =>
            appendTarget(n, [
              {
                type: 'StepStarted',
                data: { ...ref(n), stepId: 'view', action: 'view-profile', phase: 'act', attempt: 1, occurredAt: at() },
              },
              {
                type: 'LinkedInActionPerformed',
                data: {
                  ...ref(n),
                  accountId: n % 2 === 0 ? 'acc-1' : 'acc-2',
                  stepId: 'view',
                  action: 'view-profile',
                  limit: 'profileViews',
                  profileUrl: profileUrl(n),
                  campaignName: 'Live figures',
                  text: null,
                  occurredAt: at(),
                },
              },
              { type: 'TargetCompleted', data: { ...ref(n), reason: 'sequence-ended', occurredAt: at() } },
            ]),
          ),
        );
      }
      await eventually('a campaign:update with every target completed', () =>
        updates.some((u) => u.campaign.targetStats.completed === LEADS),
      );
      await eventually(`an activity:update counting ${LEADS} profile views`, () =>
        usages().some((u) => u.usage.profileViews === LEADS),
      );
      for (const sender of ['acc-1', 'acc-2'])
        await eventually(`an activity:update of ${sender} counting its ${LEADS / 2} profile views`, () =>
          of(sender).some((u) => u.usage.profileViews === LEADS / 2),
        );
      await new Promise((r) => setTimeout(r, 800)); // nothing more trails
      expect(updates.at(-1)!.campaign).toMatchObject({
        progressStatus: 'Completed',
        targetStats: { completed: LEADS, running: 0 },
      });
      expect(usages().at(-1)).toEqual({
        day: new Date().toISOString().slice(0, 10),
        usage: expect.objectContaining({ profileViews: LEADS, total: LEADS, connections: 0 }),
      });
      for (const sender of ['acc-1', 'acc-2'])
        expect(of(sender).at(-1)).toEqual({
          accountId: sender,
          day: new Date().toISOString().slice(0, 10),
          usage: expect.objectContaining({ profileViews: LEADS / 2, total: LEADS / 2, connections: 0 }),
        });
      // 600 events, a push per 500 ms window at most: a handful, not hundreds.
      expect(updates.length).toBeGreaterThanOrEqual(1);
      expect(updates.length).toBeLessThan(15);
      expect(usages().length).toBeLessThan(15);
      expect(of('acc-1').length).toBeLessThan(15);
    }, 60_000);

    it('pushes the list without the campaign when it is deleted, and told the other user nothing', async () => {
      const listed = next<{ campaigns: unknown[] }>(aliceSocket, 'campaign:list-update');
      await api.eventStore.appendToStream(
        campaignStream(campaignId),
        [{ type: 'CampaignDeleted', data: { campaignId, occurredAt: new Date().toISOString() }, metadata }],
        {
          expectedVersion: 'any',
        },
      );
      await expect(listed).resolves.toEqual({ campaigns: [] });
      expect(bobHeard).toEqual([]);
    });
  });
}

describeWithPostgres('real-time socket at the host root (in-process bus, the embedded default)', () =>
  realtimeSuite(() => ({})),
);
describeWithPostgres('real-time socket at the host root', () => {
  describeWithNats('over NATS (production)', () => realtimeSuite(() => ({ NATS_URL: serviceUrl('NATS')! })));
});
