import { metricsRegistry } from '@outflow/observability';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startApiHarness, type ApiHarness } from '../../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';

jest.setTimeout(120_000);

/** A Unipile account answer (the recorded one) whose `current_signature` drifted to null. */
const driftedAccount = {
  ...JSON.parse(readFileSync(path.join(__dirname, '../../../libs/linkedin/src/unipile/fixtures/account.json'), 'utf8')),
  current_signature: null,
};

describeWithPostgres("/api/ready: the LinkedIn provider's answer drift in the detail", () => {
  let server: Server;
  let api: ApiHarness;

  beforeAll(async () => {
    // A server speaking Unipile's API whose account answer drifted from the SDK's schema.
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(driftedAccount));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = await startApiHarness({
      linkedin: true,
      linkedinProvider: 'unipile',
      unipileDsn: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await api?.stop();
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeAllConnections();
    });
  });

  it('counts the drifted answers and fields under linkedin, and stays 200 ready', async () => {
    expect(await api.request('GET', '/api/ready')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
        linkedin: { answerMismatches: 0, mismatchedFields: 0 },
      },
    });
    await api.linkedin!.provider.getAccount('any-account');
    await api.linkedin!.provider.getAccount('any-account');
    // Each call counted by name and status on /metrics.
    expect(await metricsRegistry.metrics()).toMatch(
      /^outflow_linkedin_calls_total\{call="getAccount",status="ok"\} 2$/m,
    );
    expect(await api.request('GET', '/api/ready')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
        linkedin: { answerMismatches: 2, mismatchedFields: 1 },
      },
    });
  });
});
