/**
 * Finding 5 (issue 18): "DNS rebinding against the sandbox's control API". It checked only that the
 * caller was local: with `Host: rebind.attacker.example:3822`, `/sandbox/control/deliveries` answered
 * every user's messages and notify tokens, and `/sandbox/control/reply` forged a reply. Now control
 * routes answer only a `Host` that names this machine (or the control token), refuse pages of other
 * sites and bodies that are not JSON; and the whole app, listening on loopback, refuses a `Host`
 * that is neither a loopback name nor PUBLIC_URL's.
 */
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { rawRequest } from '../support/raw-request';
import { startOutflowHarness, type OutflowHarness } from '../support/outflow-harness';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';

const REBIND = 'rebind.attacker.example';
const TOKEN = 'control-token-for-the-rebinding-test';

describeWithPostgres('DNS rebinding against the sandbox’s control API (finding 5)', () => {
  describe('the embedded default (npm start): the sandbox under /sandbox, the app on loopback', () => {
    let outflow: OutflowHarness;
    let port: string;
    beforeAll(async () => {
      outflow = await startOutflowHarness();
      port = new URL(outflow.url).port;
    }, 120_000);
    afterAll(() => outflow?.stop());

    it('refuses a Host that is not this machine’s on every path: the control API, the API and the web app', async () => {
      for (const [method, path] of [
        ['GET', '/sandbox/control/deliveries'],
        ['POST', '/sandbox/control/reply'],
        ['GET', '/api/health'],
        ['GET', '/'],
      ]) {
        const answer = await rawRequest(outflow.url, method, path, {
          headers: { host: `${REBIND}:${port}`, 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ accountId: 'a', profileUrl: 'b', text: 'forged' }) : undefined,
        });
        expect([path, answer.status, answer.body]).toEqual([
          path,
          421,
          expect.objectContaining({ errorCode: 'HOST_NOT_ALLOWED' }),
        ]);
        expect(answer.text).not.toContain('"items"');
      }
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
        expect([host, (await rawRequest(outflow.url, 'GET', '/api/health', { headers: { host } })).status]).toEqual([
          host,
          200,
        ]);
    });

    it('refuses a page of another site, and a body that is not JSON, even from this machine', async () => {
      const host = `127.0.0.1:${port}`;
      const fromPage = await rawRequest(outflow.url, 'GET', '/sandbox/control/deliveries', {
        headers: { host, origin: 'http://evil.example' },
      });
      expect(fromPage.status).toBe(403);
      const form = await rawRequest(outflow.url, 'POST', '/sandbox/control/tick', {
        headers: { host, 'content-type': 'text/plain' },
        body: '{}',
      });
      expect([form.status, form.body]).toEqual([
        415,
        expect.objectContaining({ type: 'errors/unsupported_media_type' }),
      ]);
      // The app's own origin, and a server-side client with none, are answered.
      for (const headers of [{ host }, { host, origin: outflow.url }] as Array<Record<string, string>>)
        expect(
          (
            await rawRequest(outflow.url, 'POST', '/sandbox/control/tick', {
              headers: { ...headers, 'content-type': 'application/json' },
              body: '{}',
            })
          ).status,
        ).toBe(200);
    });
  });

  describe('the sandbox on its own (its compose service): its control API checks Host itself', () => {
    let database: TestDatabase;
    let sandbox: LinkedInSandboxServer;
    beforeAll(async () => {
      database = await createTestDatabase();
      sandbox = await startLinkedInSandboxServer({
        databaseUrl: database.url,
        apiKey: 'a-sandbox-key-for-this-test',
        population: 200,
        port: 0,
        controlToken: TOKEN,
      });
    }, 60_000);
    afterAll(async () => {
      await sandbox?.close();
      await database?.drop();
    });

    it('answers a loopback Host, refuses a rebound one (403), and lets the control token name any host', async () => {
      const port = new URL(sandbox.url).port;
      const deliveries = (headers: Record<string, string>) =>
        rawRequest(sandbox.url, 'GET', '/control/deliveries', { headers });
      expect((await deliveries({ host: `localhost:${port}` })).status).toBe(200);
      const rebound = await deliveries({ host: `${REBIND}:${port}` });
      expect([rebound.status, rebound.body]).toEqual([403, expect.objectContaining({ type: 'errors/forbidden' })]);
      expect(rebound.text).not.toContain('"items"');
      expect((await deliveries({ host: `linkedin-sandbox:${port}`, authorization: `Bearer ${TOKEN}` })).status).toBe(
        200,
      );
      const forged = await rawRequest(sandbox.url, 'POST', '/control/reply', {
        headers: { host: `${REBIND}:${port}`, 'content-type': 'application/json' },
        body: JSON.stringify({ accountId: 'a', profileUrl: 'b', text: 'forged' }),
      });
      expect(forged.status).toBe(403);
    });
  });
});
