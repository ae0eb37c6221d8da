import { loadConfig } from '@outflow/config';
import { startLinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { createTestDatabase, describeWithPostgres } from '@outflow/testing';
import { openOperatorClock } from '@outflow/wiring';

const DAY = 86_400_000;

/**
 * Issue 17 item 7: an operator's command reads the clock the system runs on. With the sandbox as
 * provider and its clock days ahead, `npm run replay -- --verify` must not read the system clock.
 */
describeWithPostgres('the operator clock', () => {
  it('reads the running sandbox, and the time it stopped at once it is stopped', async () => {
    const db = await createTestDatabase('operator_clock');
    const server = await startLinkedInSandboxServer({
      databaseUrl: db.url,
      apiKey: 'k',
      seed: 1,
      port: 0,
      population: 50,
    });
    try {
      const base = `${server.url}/api/v1/`.replace('/api/v1/', '');
      await fetch(`${base}/control/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 3 * DAY }),
      });
      const config = loadConfig({ LINKEDIN_PROVIDER: 'sandbox', LINKEDIN_SANDBOX_URL: base, DATABASE_URL: db.url });
      const running = await openOperatorClock(config, db.url);
      const ahead = running.clock.now().getTime() - Date.now();
      running.stop();
      expect(ahead).toBeGreaterThan(3 * DAY - 60_000);

      await server.close();
      const stopped = await openOperatorClock(config, db.url);
      expect(stopped.clock.now().getTime() - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    } finally {
      await server.close().catch(() => undefined);
      await db.drop();
    }
  });
});
