import { metricsRegistry } from '@outflow/observability';
import { AdvisoryLease, READ_MODELS_PROJECTOR } from '@outflow/read-models';
import { useApiHarness } from '../../support/api-suite';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../../support/poison-event';

jest.setTimeout(60_000);

describeWithPostgres('readiness: /api/ready', () => {
  const api = useApiHarness();

  it('answers ready while every event is projected, and degraded (still 200) with the count once the projector parks one', async () => {
    expect(await api.request('GET', '/api/ready')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
      },
    });

    await api.eventStore.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('u1')], {
      expectedVersion: 'no_stream',
    });

    let ready = await api.request<{ status: string }>('GET', '/api/ready');
    while (ready.body.status === 'ready') {
      await new Promise((r) => setTimeout(r, 200));
      ready = await api.request<{ status: string }>('GET', '/api/ready');
    }
    expect(ready).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
        parkedEvents: 1,
        message: 'The projector set aside 1 event(s) it could not apply: npm run projector:parked -- list',
      },
    });
    // The projector goes on: a sign-up after it is projected.
    const { token } = await api.signUp();
    expect((await api.request('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});

describeWithPostgres('metrics of the API', () => {
  const api = useApiHarness();

  it('times every request by method, route pattern and status, and counts the events it appended', async () => {
    await api.request('GET', '/api/health');
    const { token } = await api.signUp();
    const { status } = await api.request('GET', '/api/campaigns/no-such-campaign', { token });
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(
      /^outflow_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    );
    expect(text).toContain(
      `outflow_http_request_duration_seconds_count{method="GET",route="/api/campaigns/:id",status="${status}"} 1`,
    );
    expect(text).toMatch(/^outflow_events_appended_total\{type="UserRegistered"\} [1-9]/m);
  });
});

describeWithPostgres('readiness: /api/ready follows the projector', () => {
  const api = useApiHarness({ env: { PROJECTOR_MAX_LAG_MS: '300' } });

  it('answers degraded with the lag while a projector holds its lock but falls behind, and 503 with none running', async () => {
    await api.projector.stop();
    // A projector that holds the lock but applies nothing (stuck in a long batch, or paused).
    const stuck = new AdvisoryLease({
      databaseUrl: api.config.DATABASE_URL!,
      key: `projector:${READ_MODELS_PROJECTOR}`,
      holder: 'stuck projector',
      fenceMs: 0,
    });
    expect(await stuck.acquire()).toBe(true);
    await api.eventStore.appendToStream(
      'user-lagging',
      [
        {
          type: 'UserRegistered',
          data: {
            userId: 'lagging',
            email: 'lagging@example.com',
            name: 'Lagging',
            provider: 'local',
            occurredAt: '2026-11-22T10:00:00.000Z',
          },
          metadata: { userId: 'lagging', actor: 'user', correlationId: 'c-lagging' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const degraded = await eventually(async () => {
      const ready = await api.request<{ status: string }>('GET', '/api/ready');
      return ready.body.status === 'degraded' ? ready : undefined;
    }, 'the lag to pass the bound');
    expect(degraded).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
        message: expect.stringMatching(/^The read models are [\d.]+ s behind the events$/),
      },
    });

    await stuck.release();
    expect(await api.request('GET', '/api/ready')).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'Not ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'down' },
      },
    });
  });
});
