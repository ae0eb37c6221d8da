import { dropStaleTemplates } from './template-databases';

export default async function globalTeardown(): Promise<void> {
  const started =
    (globalThis as { __outflowContainers?: Array<{ stop(): Promise<unknown> }> }).__outflowContainers ?? [];
  await Promise.all(started.map((c) => c.stop()));
  // Housekeeping, never a failure of the run.
  await dropStaleTemplates().catch(() => undefined);
}
