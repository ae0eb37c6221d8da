import type { RecordedEvent } from '@outflow/event-store';

/**
 * For read models that hold one folded state per user: groups a batch by owner and folds each
 * owner's events, in order, onto the state read from the row (loaded once per batch). The
 * domain's own `evolve` does the folding, so the read model cannot disagree with the aggregate.
 */
export async function foldPerUser<S, R extends RecordedEvent = RecordedEvent>(
  events: readonly R[],
  load: (userIds: string[]) => Promise<Map<string, S>>,
  initial: S,
  evolve: (state: S, event: R) => S,
): Promise<Map<string, S>> {
  const byUser = new Map<string, R[]>();
  for (const event of events) {
    const list = byUser.get(event.metadata.userId) ?? [];
    list.push(event);
    byUser.set(event.metadata.userId, list);
  }
  const current = await load([...byUser.keys()]);
  const next = new Map<string, S>();
  for (const [userId, list] of byUser) next.set(userId, list.reduce(evolve, current.get(userId) ?? initial));
  return next;
}
