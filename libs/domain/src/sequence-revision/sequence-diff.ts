import type { Sequence } from '../sequence/sequence';

/** What a revision changed, by step id (builder node id): what the versions list shows. */
export interface SequenceDiff {
  added: string[];
  removed: string[];
  /** Steps in both versions whose action, parameters, way on or delay differ. */
  changed: string[];
}

/** Key order does not matter to a step's meaning, so steps are compared on a sorted rendering. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function diffSequences(before: Pick<Sequence, 'steps'>, after: Pick<Sequence, 'steps'>): SequenceDiff {
  const added = Object.keys(after.steps).filter((id) => !before.steps[id]);
  const removed = Object.keys(before.steps).filter((id) => !after.steps[id]);
  const changed = Object.keys(after.steps).filter((id) => {
    const old = before.steps[id];
    if (!old) return false;
    const now = after.steps[id];
    const shape = (s: typeof now) => canonical({ action: s.action, params: s.params, next: s.next, delay: s.delay });
    return shape(old) !== shape(now);
  });
  return { added, removed, changed };
}
