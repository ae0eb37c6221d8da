import type { LinkedInProvider } from '@outflow/linkedin';
import { providerCalls } from '@outflow/observability';

/** ok, or what a failed call failed with: the provider's HTTP status, else the error's name. */
function statusOf(error: unknown): string {
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number') return String(status);
  return error instanceof Error ? error.name : 'failed';
}

/**
 * The LinkedIn provider, counting its calls by name and status (`outflow_linkedin_calls_total`):
 * every method that answers a promise is measured; the others (answer drift) pass through.
 */
export function measuredLinkedInProvider<P extends LinkedInProvider>(provider: P): P {
  return new Proxy(provider, {
    get(target, property) {
      // Read on the adapter itself: its getters and methods see the adapter, not the proxy.
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const answer: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(answer instanceof Promise)) return answer;
        return answer.then(
          (result: unknown) => {
            providerCalls.inc({ call: property, status: 'ok' });
            return result;
          },
          (error: unknown) => {
            providerCalls.inc({ call: property, status: statusOf(error) });
            throw error;
          },
        );
      };
    },
  });
}
