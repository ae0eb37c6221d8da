import { AdvisoryLease, type LeaseLog } from '@outflow/read-models';

/** Thrown when the scheduler is about to hand out a step without holding its lock. */
export class LeadershipLostError extends Error {
  constructor() {
    super('the step scheduler no longer holds its lock');
    this.name = 'LeadershipLostError';
  }
}

/**
 * One scheduler hands out steps at a time, whatever the number of runner processes: it holds a
 * Postgres advisory lock, the others wait as hot standbys. The lock goes with its connection, so a
 * killed leader's lock is free as soon as its socket closes. It is a lease (AdvisoryLease): a
 * leader checks `holds()` before each step it hands out and stops within a lease of losing the
 * lock, and a new leader waits a lease after taking it, so two never hand out steps at once.
 */
export class SchedulerLeadership {
  private readonly lease: AdvisoryLease;

  constructor(databaseUrl: string, log?: LeaseLog, options: { leaseMs?: number } = {}) {
    this.lease = new AdvisoryLease({
      databaseUrl,
      key: 'outflow:runner-scheduler',
      leaseMs: options.leaseMs,
      holder: 'step scheduler',
      log,
    });
  }

  /** Resolves once this process leads (false when stopped before). */
  acquire(): Promise<boolean> {
    return this.lease.acquire();
  }

  holds(): boolean {
    return this.lease.holds();
  }

  /** Throws LeadershipLostError unless this process leads now. */
  check(): void {
    if (!this.lease.holds()) throw new LeadershipLostError();
  }

  /** The Postgres backend holding the lock (tests end it to play a lost connection). */
  get backendPid(): number | undefined {
    return this.lease.backendPid;
  }

  release(): Promise<void> {
    return this.lease.release();
  }
}
