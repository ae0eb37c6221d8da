/** Splits a batch's rows or ids into statements of at most `size`, far below Postgres' 65,535 bind parameters. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
