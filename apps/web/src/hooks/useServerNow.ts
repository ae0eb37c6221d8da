import { useSubscription } from './useSubscription';

/**
 * The server clock's time, from the subscription answer's `now` and how long ago it came: the
 * trial's days left and a campaign's start count from the server's clock (the sandbox's, sped up
 * or not), not from the browser's. Before the answer arrives, the browser's clock stands in.
 */
export function useServerNow(): () => Date {
  const { data, dataUpdatedAt } = useSubscription();
  const offset = data?.now ? Date.parse(data.now) - dataUpdatedAt : 0;
  return () => new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}
