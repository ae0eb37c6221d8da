import { Client } from 'pg';

/**
 * One scheduler hands out steps at a time, whatever the number of runner processes: it holds a
 * Postgres advisory lock, the others wait as hot standbys. The lock goes with its connection, so a
 * killed leader's lock is free as soon as its socket closes.
 */
export class SchedulerLeadership {
  private client?: Client;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log?: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void,
  ) {}

  /** Resolves once this process leads (false when stopped before). */
  async acquire(retryMs = 1000): Promise<boolean> {
    while (!this.stopped) {
      try {
        if (!this.client) {
          const client = new Client({ connectionString: this.databaseUrl });
          client.on('error', (error) => this.log?.('warn', 'scheduler lock connection lost', { error: String(error) }));
          await client.connect();
          this.client = client;
        }
        const { rows } = await this.client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext('outflow:runner-scheduler')) AS locked");
        if (rows[0].locked) return true;
      } catch (error) {
        this.log?.('warn', 'scheduler lock unavailable', { error: String(error) });
        await this.client?.end().catch(() => undefined);
        this.client = undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
    return false;
  }

  async release(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}
