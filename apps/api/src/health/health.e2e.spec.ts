import { useApiHarness } from '../../../../test/support/api-suite';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../../../../test/support/poison-event';
import { describeWithPostgres } from '../../../../test/support/services';

jest.setTimeout(60_000);

describeWithPostgres('readiness: /api/ready', () => {
  const api = useApiHarness();

  it('answers ready while every event is projected, and degraded (still 200) with the count once the projector parks one', async () => {
    expect(await api.request('GET', '/api/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'up', eventStore: 'up', bus: 'up' } } });

    await api.eventStore.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('u1')], { expectedVersion: 'no_stream' });

    let ready = await api.request<{ status: string }>('GET', '/api/ready');
    while (ready.body.status === 'ready') {
      await new Promise((r) => setTimeout(r, 200));
      ready = await api.request<{ status: string }>('GET', '/api/ready');
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
