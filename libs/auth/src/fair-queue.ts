/** The queue is full for this caller (or for everyone): answer 503 and ask to retry. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full');
    this.name = 'QueueFullError';
  }
}

export interface FairQueueOptions {
  /** Jobs running at once. */
  readonly concurrency: number;
  /** Jobs one key may have running or waiting: beyond it, that key's next job is refused. */
  readonly perKey: number;
  /** Jobs waiting in all: beyond it, any next job is refused. */
  readonly waiting: number;
}

interface Job {
  readonly run: () => void;
}

/**
 * A bounded queue that serves its callers in turn: a free slot goes to the waiting key whose last
 * job started longest ago (a key never served first), not to the oldest job, and one key holds at
 * most `perKey` jobs. So a
 * client that sends a hundred jobs at once holds a few places and has them served one at a time
 * between everyone else's, instead of filling the queue (cockatiel's bulkhead is first come, first served).
 */
export class FairQueue {
  /** Waiting jobs per key, keys in the order they came (which breaks ties). */
  private readonly waitingByKey = new Map<string, Job[]>();
  private readonly heldByKey = new Map<string, number>();
  /** When each key's last job started (a sequence number), while it holds jobs. */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  private running = 0;
  private waitingCount = 0;

  constructor(private readonly options: FairQueueOptions) {}

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const held = this.heldByKey.get(key) ?? 0;
    const mustWait = this.running >= this.options.concurrency;
    if (held >= this.options.perKey || (mustWait && this.waitingCount >= this.options.waiting))
      return Promise.reject(new QueueFullError());
    this.heldByKey.set(key, held + 1);
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        run: () => {
          this.running++;
          this.lastStart.set(key, ++this.starts);
          work()
            .then(resolve, reject)
            .finally(() => {
              this.running--;
              const left = (this.heldByKey.get(key) ?? 1) - 1;
              if (left > 0) this.heldByKey.set(key, left);
              else {
                this.heldByKey.delete(key);
                this.lastStart.delete(key);
              }
              this.next();
            });
        },
      };
      if (!mustWait) return job.run();
      const jobs = this.waitingByKey.get(key);
      if (jobs) jobs.push(job);
      else this.waitingByKey.set(key, [job]);
      this.waitingCount++;
    });
  }

  private next(): void {
    if (this.running >= this.options.concurrency) return;
    let turn: string | undefined;
    for (const key of this.waitingByKey.keys())
      if (turn === undefined || (this.lastStart.get(key) ?? 0) < (this.lastStart.get(turn) ?? 0)) turn = key;
    if (turn === undefined) return;
    const jobs = this.waitingByKey.get(turn)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) this.waitingByKey.delete(turn);
    this.waitingCount--;
    job.run();
  }
}
