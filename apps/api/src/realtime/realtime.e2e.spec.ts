import { io, type Socket } from 'socket.io-client';
import { startApiHarness, type ApiHarness } from '../../../../test/support/api-harness';
import { describeWithNats, describeWithPostgres, serviceUrl } from '../../../../test/support/services';

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

/** The same behaviour whichever bus carries the projector's notices to the gateway. */
function realtimeSuite(env: () => Record<string, string>): void {
  let api: ApiHarness;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startApiHarness({ env: env() });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await api.stop();
  });

  it('refuses a socket without a valid token, whatever userId it claims', async () => {
    const socket = connect(api.url, { userId: 'someone', userEmail: 'someone@example.com' });
    sockets.push(socket);
    const [refusal, reason] = await Promise.all([next<{ message: string }>(socket, 'notification:error'), next<string>(socket, 'disconnect')]);
    expect(refusal.message).toBe('Authentication error: Could not establish real-time connection');
    expect(reason).toBe('io server disconnect');
  });

  it("pushes the projector's notices to the signed-in user only", async () => {
    const alice = await api.signUp();
    const bob = await api.signUp();
    const aliceSocket = connect(api.url, { token: alice.token });
    const bobSocket = connect(api.url, { token: bob.token });
    sockets.push(aliceSocket, bobSocket);
    // Both listeners are in place before either socket can connect: an event is not replayed.
    const [aliceWelcome] = await Promise.all([next(aliceSocket, 'connected'), next(bobSocket, 'connected')]);
    expect(aliceWelcome).toEqual({ userId: alice.user.id });
    const bobHeard: unknown[] = [];
    bobSocket.on('notification:error', (payload) => bobHeard.push(payload));

    const heard = next<{ message: string }>(aliceSocket, 'notification:error');
    const metadata = { userId: alice.user.id, actor: 'system' as const, correlationId: 'test' };
    await api.eventStore.appendToStream(
      `user-${alice.user.id}`,
      [
        { type: 'LinkedInAccountConnected', data: { accountId: 'acc-1', connectedAt: '2026-11-22T10:00:00.000Z', reconnect: false }, metadata },
        { type: 'LinkedInAccountDisconnected', data: { accountId: 'acc-1', reason: 'CREDENTIALS', at: '2026-11-22T11:00:00.000Z' }, metadata },
      ],
      { expectedVersion: 'any' },
    );
    expect((await heard).message).toBe('Your LinkedIn account has been disconnected. Please reconnect to continue using LinkedIn features.');
    expect(bobHeard).toEqual([]);
  });
}

describeWithPostgres('real-time socket at the host root (in-process bus, the embedded default)', () => realtimeSuite(() => ({})));
describeWithPostgres('real-time socket at the host root', () => {
  describeWithNats('over NATS (production)', () => realtimeSuite(() => ({ NATS_URL: serviceUrl('NATS')! })));
});
