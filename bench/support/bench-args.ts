import { parseArgs } from 'node:util';

/** Reads `--name value` integer options, e.g. `--events 50000`, falling back to the defaults given. */
export function intArgs<K extends string>(defaults: Record<K, number>): Record<K, number> {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(defaults).map((key) => [key, { type: 'string' as const }])),
    strict: true,
  });
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const raw = values[key];
    if (typeof raw === 'string') {
      const value = Number(raw);
      if (!Number.isInteger(value) || value <= 0) throw new Error(`--${key} must be a positive integer, got ${raw}`);
      result[key] = value;
    }
  }
  return result;
}
