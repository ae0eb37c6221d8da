/**
 * Whether a failure says nothing about the event being applied: the database went away, was shut
 * down, ran out of resources or chose this transaction as a deadlock victim. Those are retried
 * as long as it takes and never park an event; any other error (a value Postgres refuses, a bug
 * in a projection) is the event's, and parks it after a few attempts.
 */
export function isTransientError(error: unknown): boolean {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  // SQLSTATE classes 08 connection, 40 transaction rollback, 53 resources, 57 operator intervention, 58 system; Node's E… socket codes.
  if (/^(08|40|53|57|58)[0-9A-Z]{3}$/.test(code) || /^E[A-Z]+$/.test(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Connection terminated|timeout exceeded when trying to connect|connection error|driver has already been destroyed|Client was closed/i.test(
    message,
  );
}
