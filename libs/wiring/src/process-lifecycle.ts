/**
 * How every process entry point (`main.ts`) starts and stops: `main` runs; a failure prints its
 * message and exits 1; SIGINT/SIGTERM close what `main` opened, in reverse order, then exit 0.
 */
export function runProcess(main: () => Promise<Array<() => Promise<unknown>>>): void {
  main()
    .then((closers) => {
      let stopping = false;
      const stop = async () => {
        if (stopping) return;
        stopping = true;
        for (const close of [...closers].reverse()) await close().catch((error: unknown) => console.error(error));
        process.exit(0);
      };
      process.on('SIGINT', () => void stop());
      process.on('SIGTERM', () => void stop());
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

export const logLine = (level: string, msg: string, extra?: Record<string, unknown>): void =>
  console.log(JSON.stringify({ level, time: Date.now(), msg, ...extra }));
