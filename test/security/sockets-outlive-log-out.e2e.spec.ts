/**
 * Finding 4 (issue 18): "Open sockets outlive Log Out". After POST /api/auth/logout, REST answered 401
 * but a socket opened before kept receiving the user's events. Now the sign-out's notice crosses the
 * bus to every API process, and each closes that user's revoked sockets at once.
 */
import type { Session } from '@outflow/api-contract';
import { loadConfig } from '@outflow/config';
import type { MessageBus } from '@outflow/messaging';
import { openMessageBus } from '@outflow/wiring';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { startRealApp, type RunningTestApp } from '../../apps/api/src/access/testing/test-app';
import { useApiHarness } from '../support/api-suite';
import { eventually, describeWithNats, describeWithPostgres, serviceUrl } from '@outflow/testing';

/** A socket once it is admitted (`connected`), with whether the server has dropped it since. */
async function openSocket(url: string, token: string): Promise<{ socket: Socket; dropped: () => boolean }> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  let reason = '';
  socket.on('disconnect', (why) => (reason = why));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not admitted')), 10_000);
    socket.once('connected', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { socket, dropped: () => reason === 'io server disconnect' };
}

function logOutSuite(env: () => Record<string, string>): void {
  const sockets: Socket[] = [];
  let otherBus: MessageBus | undefined;
  let other: RunningTestApp | undefined;
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await other?.close();
    await otherBus?.close();
  });
  const api = useApiHarness(() => ({ env: env() }));

  it("closes the user's sockets on every API process at once, and only the revoked ones", async () => {
    // A second API process: its own bus connection (NATS) on the same installation.
    otherBus = await openMessageBus(loadConfig({ DATA_DIR: api.config.DATA_DIR, ...env() }), {
      allowInProcess: true,
    });
    const { config, eventStore, readDb, clock } = api;
    other = await startRealApp({ config, eventStore, readDb, clock, bus: env().NATS_URL ? otherBus : api.bus });
    const alice = await api.signUp({ password: 'correct horse battery' });
    const bob = await api.signUp();
    const here = await openSocket(api.url, alice.token);
    const there = await openSocket(other.url, alice.token);
    const bobs = await openSocket(other.url, bob.token);
    sockets.push(here.socket, there.socket, bobs.socket);

    expect((await api.request('POST', '/api/auth/logout', { token: alice.token })).status).toBe(200);
    await eventually(async () => here.dropped() && there.dropped(), "both of Alice's sockets to be closed", 5_000);
    expect(bobs.dropped()).toBe(false);

    // A new sign-in opens a socket that the old sign-out does not close; the next sign-out does.
    const again = await api.request<Session>('POST', '/api/auth/login', {
      body: { email: alice.user.email, password: 'correct horse battery' },
    });
    const fresh = await openSocket(other.url, again.body.accessToken);
    sockets.push(fresh.socket);
    expect(fresh.dropped()).toBe(false);
    expect((await api.request('POST', '/api/auth/logout', { token: again.body.accessToken })).status).toBe(200);
    await eventually(async () => fresh.dropped(), 'the new socket to be closed by the second sign-out', 5_000);
    expect(bobs.dropped()).toBe(false);
  });
}

describeWithPostgres('open sockets do not outlive Log Out (finding 4)', () => {
  describe('in-process bus (npm start)', () => logOutSuite(() => ({})));
  const namespace = `logout${randomBytes(4).toString('hex')}`;
  describeWithNats('over NATS, two API processes', () =>
    logOutSuite(() => ({ NATS_URL: serviceUrl('NATS')!, NATS_NAMESPACE: namespace })),
  );
});
