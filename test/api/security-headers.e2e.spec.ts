import { io } from 'socket.io-client';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { startRealApp, type RunningTestApp } from '../../apps/api/src/access/testing/test-app';

const APP = 'http://localhost:3000';
const FOREIGN = 'https://evil.example';

/** Whether the socket is admitted when its handshake says it comes from `origin`. */
function socketFrom(url: string, token: string, origin: string): Promise<string> {
  const socket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin },
  });
  return new Promise<string>((resolve) => {
    socket.once('connected', () => resolve('connected'));
    socket.once('connect_error', () => resolve('refused'));
  }).finally(() => socket.close());
}

/** What browsers are told about the API: security headers, and which origins may call it. */
describeWithPostgres('the API as browsers see it', () => {
  let api: ApiHarness;
  let standalone: RunningTestApp;
  beforeAll(async () => {
    api = await startApiHarness({ env: { PUBLIC_URL: APP } });
    standalone = await startRealApp(api);
  });
  afterAll(async () => {
    await standalone?.close();
    await api?.stop();
  });

  it('sends the security headers, and no X-Powered-By', async () => {
    const res = await fetch(`${api.url}/api/health`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Over plain http (the embedded default) neither HSTS nor an upgrade of every request.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the app itself (PUBLIC_URL and its loopback names) call it from a browser', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    expect((await preflight(FOREIGN)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://localhost:3001')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(APP)).headers.get('access-control-allow-origin')).toBe(APP);
    expect((await preflight('http://127.0.0.1:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:3000',
    );
    const read = await fetch(`${api.url}/api/auth/config`, { headers: { origin: FOREIGN } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('admits real-time sockets from the app only', async () => {
    const { token } = await api.signUp();
    expect(await socketFrom(api.url, token, FOREIGN)).toBe('refused');
    expect(await socketFrom(api.url, token, APP)).toBe('connected');
  });

  it('serves the OpenAPI document only where asked to (the standalone API leaves it off by default)', async () => {
    expect((await fetch(`${api.url}/api/docs-json`)).status).toBe(200);
    expect((await fetch(`${standalone.url}/api/docs-json`)).status).toBe(404);
    expect((await fetch(`${standalone.url}/api/docs`)).status).toBe(404);
  });
});
