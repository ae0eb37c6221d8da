import os from 'node:os';
import { startHealthServer, type HealthServer, type Readiness } from './health-server';
import { eventsAppended } from './metrics';

/** An address of this machine other than loopback, if it has one: a caller "from elsewhere". */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the health port', () => {
  let server: HealthServer;
  let readiness: Readiness;
  beforeEach(async () => {
    readiness = { status: 'ready', detail: { checks: { database: 'up' }, role: 'active' } };
    server = await startHealthServer({
      port: 0,
      host: outsideAddress ? '0.0.0.0' : '127.0.0.1',
      readiness: async () => readiness,
    });
  });
  afterEach(() => server.close());
  const port = () => new URL(server.url).port;
  const get = async (path: string, host = '127.0.0.1') => {
    const response = await fetch(`http://${host}:${port()}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('answers /health, and /ready with its detail to a caller on this machine: 200 ready or degraded, 503 not ready', async () => {
    expect(await get('/health')).toMatchObject({ status: 200, text: '{"status":"ok"}' });
    expect(JSON.parse((await get('/ready')).text)).toEqual({
      status: 'ready',
      checks: { database: 'up' },
      role: 'active',
    });
    readiness = { status: 'degraded', detail: { lagSeconds: 12 } };
    expect(await get('/ready')).toMatchObject({ status: 200, text: '{"status":"degraded","lagSeconds":12}' });
    readiness = { status: 'not-ready', detail: { checks: { database: 'down' } } };
    expect(await get('/ready')).toMatchObject({
      status: 503,
      text: '{"status":"not-ready","checks":{"database":"down"}}',
    });
    expect((await get('/elsewhere')).status).toBe(404);
  });

  it('serves the Prometheus metrics', async () => {
    eventsAppended.inc({ type: 'HealthPortTested' });
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain/);
    expect(metrics.text).toContain('outflow_events_appended_total{type="HealthPortTested"} 1');
    expect(metrics.text).toContain('# TYPE outflow_projector_batch_seconds histogram');
    expect(metrics.text).toContain('process_cpu_user_seconds_total');
  });

  (outsideAddress ? it : it.skip)('answers a caller from elsewhere only whether it is ready, not why', async () => {
    readiness = { status: 'not-ready', detail: { checks: { database: 'down' } } };
    expect(await get('/ready', outsideAddress)).toMatchObject({ status: 503, text: '{"status":"not-ready"}' });
  });
});
