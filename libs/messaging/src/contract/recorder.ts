/** Test helper: collects what handlers receive and lets a test await a count, with a time limit. */
export class Recorder<T> {
  readonly items: T[] = [];
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  push(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => {
      if (this.items.length < w.count) return true;
      w.resolve();
      return false;
    });
  }

  async waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
    if (this.items.length >= count) return this.items;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiters.push({ count, resolve })),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Expected ${count} items within ${timeoutMs} ms, got ${this.items.length}`)),
          timeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    return this.items;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise with its resolve function, to hold a handler until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Thrown by contract handlers on purpose; the fixture's error sink ignores it. */
export class ExpectedFailure extends Error {}
