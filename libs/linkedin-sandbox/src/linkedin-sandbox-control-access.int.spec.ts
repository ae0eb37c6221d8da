import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { describeWithPostgres } from '@outflow/testing';
import {
  SandboxClient,
  type SandboxClock,
  type SandboxFaults,
  type SandboxSuite,
  startSandboxSuite,
} from './testing/sandbox-test-kit';

const TOKEN = 'control-token-for-tests-0123456789';

/** This machine's own address on a network interface (not loopback), if it has one. */
const interfaceAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/**
 * The control API drives everyone's LinkedIn (read messages, disconnect, fake replies): only this
 * machine, or a client with SANDBOX_CONTROL_TOKEN, may call it. The sign-in page stays public.
 */
describeWithPostgres('LinkedIn sandbox: who may use the control API', () => {
  let suite: SandboxSuite;
  let local: SandboxClient;

  beforeAll(async () => {
    suite = await startSandboxSuite('linkedin_sandbox_control_access', { population: 500, controlToken: TOKEN });
    ({ client: local } = suite);
  });
  afterAll(() => suite?.close());

  const clock = (headers: Record<string, string> = {}) =>
    local.control<SandboxClock>('GET', '/clock', undefined, headers);

  it('answers loopback callers without a token', async () => {
    expect((await clock()).status).toBe(200);
    expect((await local.control('POST', '/tick', {})).status).toBe(200);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
    ['X-Forwarded-For with a loopback hop', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7;proto=http' }],
    ['Forwarded (IPv6)', { forwarded: 'for="[2001:db8::7]:4711"' }],
    ['Forwarded (obfuscated)', { forwarded: 'for=_hidden' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
  ])('refuses a request a local proxy forwarded for another client (%s) with 403', async (_name, headers) => {
    const refused = await clock(headers);
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ status: 403, type: 'errors/forbidden' }) });
    const writes = await local.control('POST', '/faults', { latencyMs: 5000 }, headers);
    expect(writes.status).toBe(403);
    expect((await clock()).status).toBe(200);
    expect((await local.control<SandboxFaults>('GET', '/faults')).body.latencyMs).toBe(0);
  });

  it('still answers a local proxy that forwards for a loopback client', async () => {
    expect(
      (await clock({ 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]"', 'x-real-ip': '127.0.0.1' })).status,
    ).toBe(200);
  });

  it('answers a forwarded request carrying the control token, in either header', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await clock({ ...forwarded, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await clock({ ...forwarded, 'x-sandbox-control-token': TOKEN })).status).toBe(200);
    expect((await clock({ ...forwarded, authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await clock({ ...forwarded, 'x-sandbox-control-token': 'wrong' })).status).toBe(403);
  });

  (interfaceAddress ? describe : describe.skip)(
    `from a non-loopback address (${interfaceAddress ?? 'none on this machine'})`,
    () => {
      let listener: Server;
      let remote: SandboxClient;

      beforeAll(async () => {
        // A second listener on the machine's interface address: its callers are not loopback.
        const app = express();
        app.use(suite.server.sandbox.router);
        listener = await new Promise<Server>((resolve, reject) => {
          const s = app.listen(0, interfaceAddress!, () => resolve(s)).once('error', reject);
        });
        remote = new SandboxClient(`http://${interfaceAddress}:${(listener.address() as AddressInfo).port}`, 'k');
      });
      afterAll(
        () =>
          new Promise<void>((resolve) => {
            listener?.close(() => resolve());
            listener?.closeAllConnections();
          }),
      );

      it('refuses every control call without the token, and changes nothing', async () => {
        const before = (await clock()).body.nowMs;
        for (const [method, path, body] of [
          ['GET', '/clock'],
          ['GET', '/deliveries'],
          ['GET', '/actions'],
          ['POST', '/faults', { disconnectAccountId: 'any' }],
          ['POST', '/reply', { accountId: 'any', profileUrl: 'any', text: 'fake' }],
          ['POST', '/clock', { advanceHours: 100 }],
        ] as const) {
          expect([method, path, (await remote.control(method, path, body)).status]).toEqual([method, path, 403]);
        }
        // The refused POST /clock asked for 100 hours more: the sandbox's clock did not jump.
        expect((await clock()).body.nowMs - before).toBeLessThan(3_600_000);
      });

      it('answers with the token', async () => {
        expect((await remote.control('GET', '/clock', undefined, { authorization: `Bearer ${TOKEN}` })).status).toBe(
          200,
        );
      });

      it('still serves the sign-in page and the key-protected API to the network', async () => {
        const link = await local.hostedLink();
        const page = await fetch(link.replace(suite.server.url, remote.url));
        expect(page.status).toBe(200);
        expect((await remote.api('GET', '/accounts')).status).toBe(200);
      });
    },
  );
});
