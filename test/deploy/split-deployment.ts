/**
 * Outflow's split deployment as an operator runs it on one machine: the LinkedIn sandbox, APIs,
 * projectors and runners, each its built entry point in a process of its own, on this machine's
 * Postgres and NATS, under a database and a NATS namespace of their own (parallel runs never meet).
 * Faults are what an operator meets: a process killed (-9) and started again, a connection cut.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS, namespacedStream } from '@outflow/messaging';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { eventually, freePort, createTestDatabase, serviceUrl, type TestDatabase } from '@outflow/testing';
import { assertBuilt, startOutflowProcess, type OutflowApp, type OutflowProcess } from '../support/outflow-processes';

const ROOT = path.resolve(__dirname, '../..');

export interface DeploymentShape {
  readonly apis: number;
  readonly projectors: number;
  readonly runners: number;
  /** Extra variables of the runner processes (gap, ack wait...). */
  readonly runnerEnv?: Record<string, string>;
}

/** One process slot (e.g. `runner 2`): what runs in it now, started again after a kill. */
export interface Slot {
  readonly name: string;
  readonly app: OutflowApp;
  readonly env: Record<string, string>;
  current: OutflowProcess;
  /** Every process this slot ran, the killed ones included (their output explains a failure). */
  readonly history: OutflowProcess[];
}

export class SplitDeployment {
  readonly slots: Slot[] = [];
  sandbox!: OutflowProcess;
  sandboxUrl = '';
  readonly apiUrls: string[] = [];
  private readonly namespace = `deploy${randomBytes(4).toString('hex')}`;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-deploy-'));

  private constructor(
    readonly database: TestDatabase,
    readonly sandboxKey: string,
  ) {}

  /** Starts the sandbox, then the projectors (the first one active), the APIs and the runners. */
  static async start(shape: DeploymentShape): Promise<SplitDeployment> {
    assertBuilt(['linkedin-sandbox', 'api', 'projector', 'runner']);
    const deployment = new SplitDeployment(await createTestDatabase('outflow_deploy'), 'deploy-sandbox-key');
    try {
      await deployment.startAll(shape);
    } catch (error) {
      await deployment.stop();
      throw error;
    }
    return deployment;
  }

  /** What every Outflow process shares: the database, NATS and its namespace, the secrets, the sandbox. */
  get sharedEnv(): Record<string, string> {
    return {
      DATABASE_URL: this.database.url,
      NATS_URL: serviceUrl('NATS')!,
      NATS_NAMESPACE: this.namespace,
      LINKEDIN_PROVIDER: 'sandbox',
      LINKEDIN_SANDBOX_URL: this.sandboxUrl,
      SANDBOX_API_KEY: this.sandboxKey,
      AUTH_SECRET: 'a-deploy-test-secret-long-enough-for-hs256',
      UNIPILE_WEBHOOK_SECRET: 'deploy-webhook-secret',
      // The suite waits for the processes' info lines (which projector runs, which scheduler leads).
      LOG_LEVEL: 'info',
    };
  }

  private async startAll(shape: DeploymentShape): Promise<void> {
    const sandboxPort = await freePort();
    this.sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    this.sandbox = startOutflowProcess('sandbox', 'linkedin-sandbox', {
      DATABASE_URL: this.database.url,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_API_KEY: this.sandboxKey,
      SANDBOX_POPULATION: '3000',
    });
    await this.sandbox.waitFor(/listening on/, 60_000);
    for (let i = 1; i <= shape.projectors; i++) {
      const slot = this.add(`projector ${i}`, 'projector', {});
      // The first takes the lock; the others wait as standbys.
      await slot.current.waitFor(i === 1 ? /projector running/ : /projector waiting for its lock/, 60_000);
    }
    for (let i = 1; i <= shape.apis; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      this.apiUrls.push(url);
      this.add(`api ${i}`, 'api', { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url });
    }
    for (let i = 1; i <= shape.runners; i++) this.add(`runner ${i}`, 'runner', shape.runnerEnv ?? {});
    await Promise.all(this.apiUrls.map((url) => this.ready(url)));
    for (const slot of this.of('runner')) await slot.current.waitFor(/runner started/, 60_000);
  }

  private add(name: string, app: OutflowApp, env: Record<string, string>): Slot {
    const dataDir = path.join(this.dataDir, name.replace(/\s/g, '-'));
    const fullEnv = { ...this.sharedEnv, DATA_DIR: dataDir, ...env };
    const current = startOutflowProcess(name, app, fullEnv);
    const slot: Slot = { name, app, env: fullEnv, current, history: [current] };
    this.slots.push(slot);
    return slot;
  }

  async ready(apiUrl: string): Promise<void> {
    await eventually(
      async () => (await fetch(`${apiUrl}/api/ready`).catch(() => undefined))?.ok,
      `${apiUrl} to be ready`,
      60_000,
      200,
    );
  }

  of(app: OutflowApp): Slot[] {
    return this.slots.filter((s) => s.app === app);
  }

  slot(name: string): Slot {
    const found = this.slots.find((s) => s.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  }

  /** kill -9: no goodbye, its connections and jobs left as they were. */
  async kill(slot: Slot): Promise<void> {
    await slot.current.stop('SIGKILL');
  }

  /** Starts the slot's process again, as a supervisor (systemd, compose) would. */
  restart(slot: Slot): OutflowProcess {
    const next = startOutflowProcess(slot.name, slot.app, slot.env);
    slot.current = next;
    slot.history.push(next);
    return next;
  }

  /** The runner whose scheduler leads now (the last to say so among the live ones). */
  async schedulerLeader(): Promise<Slot> {
    return eventually(
      async () => this.of('runner').find((s) => s.current.running && s.current.count(/step scheduler leads/) > 0),
      'a runner to lead the scheduling',
      30_000,
      100,
    );
  }

  /** The projector that holds the lock now. */
  async activeProjector(): Promise<Slot> {
    return eventually(
      async () => this.of('projector').find((s) => s.current.running && s.current.count(/projector running/) > 0),
      'a projector to run',
      30_000,
      100,
    );
  }

  /**
   * Ends the database session that holds the projector's advisory lock (`pg_terminate_backend`), as a
   * network blip, a failover or an idle-connection reaper would; answers how many sessions it ended.
   */
  async terminateProjectorLockConnection(): Promise<number> {
    const client = new Client({ connectionString: this.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(l.pid) AS ended
           FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.granted
            AND l.objsubid = 1 AND l.objid::text::bigint = (hashtext($1)::bigint & 4294967295)`,
        ['projector:read-models'],
      );
      return rows.filter((r) => r.ended).length;
    } finally {
      await client.end();
    }
  }

  /** Runs one of Outflow's command-line tools (a built entry point) against this deployment; answers its exit code and output. */
  runCli(entry: string, args: readonly string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [entry, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...this.sharedEnv, DATA_DIR: this.dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  /** The last lines of every process, for a failure's message. */
  tails(lines = 15): string {
    return [this.sandbox, ...this.slots.flatMap((s) => s.history)]
      .filter(Boolean)
      .map((p) => p.tail(lines))
      .join('\n');
  }

  /** Stops every process (SIGTERM), drops the database, the NATS stream and the data folders. */
  async stop(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.current.stop().catch(() => undefined)));
    await this.sandbox?.stop().catch(() => undefined);
    await this.database.drop().catch(() => undefined);
    const nats = await connect({ servers: serviceUrl('NATS')! }).catch(() => undefined);
    if (nats) {
      const { streamName } = namespacedStream(this.namespace, DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS);
      await (await jetstreamManager(nats)).streams.delete(streamName).catch(() => undefined);
      await nats.close();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
