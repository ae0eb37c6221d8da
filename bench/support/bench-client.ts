/**
 * How an engine benchmark talks to its API as a user would: JSON requests with a bearer token, a
 * paid user signed up, senders connected through the hosted sign-in on the sandbox.
 */
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { grantPaidPeriod } from '../../apps/api/src/subscriptions/operator/grant-paid-period';
import { sandboxControl } from './sandbox-process';

/** Requests to the API at `apiUrl`: the status, the parsed JSON and its length in characters (what a page downloads); with `strict`, an answer of 400 or more throws, naming the route. */
export function benchRequests(apiUrl: string, options: { strict: boolean }) {
  return async (method: string, p: string, token?: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (options.strict && res.status >= 400)
      throw new Error(`${method} ${p} answered ${res.status}: ${text.slice(0, 300)}`);
    return { status: res.status, body: text ? JSON.parse(text) : undefined, bytes: text.length };
  };
}

export type BenchRequest = ReturnType<typeof benchRequests>;

/** Signs a user up (on UTC) and grants a paid year, so no trial ends while the bench plays; answers its token and id. */
export async function paidBenchUser(
  request: BenchRequest,
  paid: { store: EventStore; clock: Clock },
  who: { email: string; name: string },
): Promise<{ token: string; user: { id: string } }> {
  const signUp = await request('POST', '/api/auth/signup', undefined, {
    ...who,
    password: 'correct horse battery',
    timeZone: 'UTC',
  });
  const { accessToken: token, user } = signUp.body;
  await grantPaidPeriod(paid.store, paid.clock, user.id, 365);
  return { token, user };
}

/** Connects a sandbox LinkedIn account through the API's hosted sign-in, as the browser would; answers its id. */
export async function connectSandboxSender(request: BenchRequest, sandboxUrl: string, token: string): Promise<string> {
  const link = await request('POST', '/api/linkedin-accounts/hosted-auth', token, {});
  const done = await sandboxControl<{ redirectUrl: string }>(sandboxUrl, 'POST', '/hosted-auth/complete', {
    url: link.body.authLink,
  });
  const accountId = new URL(done.redirectUrl).searchParams.get('account_id')!;
  await request('POST', '/api/linkedin-accounts/callback', token, { accountId });
  return accountId;
}
