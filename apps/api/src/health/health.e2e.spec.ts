import { randomBytes } from 'node:crypto';
import { startApiHarness, type ApiHarness } from '../../../../test/support/api-harness';
import { describeWithPostgres } from '../../../../test/support/services';

jest.setTimeout(60_000);

describeWithPostgres('readiness: /api/ready', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api?.stop());

  it('answers ready while every event is projected, and degraded (still 200) with the count once the projector parks one', async () => {
    expect(await api.request('GET', '/api/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'up', eventStore: 'up', bus: 'up' } } });

    // An event no read model can hold: a message id past what a Postgres index row takes.
    const metadata = { userId: 'u1', actor: 'system' as const, correlationId: 'c1' };
    const message = { chatId: 'chat-1', accountId: 'acc-1', messageId: randomBytes(5000).toString('hex'), text: 'hi', timestamp: '2026-11-22T10:00:00.000Z', isSender: false, sender: { providerId: null, name: null, profileUrl: null }, attendees: [], source: 'webhook' };
    await api.eventStore.appendToStream('chat-acc-1-chat-1', [{ type: 'ChatMessageRecorded', data: message, metadata }], { expectedVersion: 'no_stream' });

    let ready = await api.request('GET', '/api/ready');
    while (ready.body.status === 'ready') {
      await new Promise((r) => setTimeout(r, 200));
      ready = await api.request('GET', '/api/ready');
    }
    expect(ready).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        checks: { database: 'up', eventStore: 'up', bus: 'up' },
        parkedEvents: 1,
        message: 'The projector set aside 1 event(s) it could not apply: npm run projector:parked -- list',
      },
    });
    // The projector goes on: a sign-up after it is projected.
    const { token } = await api.signUp();
    expect((await api.request('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});
