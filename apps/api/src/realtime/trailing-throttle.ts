/**
 * Coalesces work per key: the first `schedule(key, …)` starts a window of `windowMs`, later ones
 * in the same window are absorbed, and the latest task runs once when the window ends (trailing).
 * So a burst of a thousand notices for one campaign costs one query per window, and the query
 * runs after the burst's events have reached the read model. A task scheduled while its key's
 * task is running opens a new window (it may have been caused by a change the run missed).
 */
export class TrailingThrottle {
  private readonly pending = new Map<string, { timer: NodeJS.Timeout; task: () => Promise<void> }>();

  constructor(
    private readonly windowMs: number,
    private readonly onError: (key: string, error: unknown) => void = () => undefined,
  ) {}

  schedule(key: string, task: () => Promise<void>): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.task = task;
      return;
    }
    const timer = setTimeout(() => {
      const entry = this.pending.get(key);
      this.pending.delete(key);
      entry?.task().catch((error: unknown) => this.onError(key, error));
    }, this.windowMs);
    this.pending.set(key, { timer, task });
  }

  /** Keys waiting for their window to end. */
  get size(): number {
    return this.pending.size;
  }

  /** Drops every waiting task (shutdown). */
  cancelAll(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
