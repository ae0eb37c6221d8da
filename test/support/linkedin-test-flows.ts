import type { HostedAuthLinkAnswer, LinkedInAccountAnswer, TrialStarted } from '@outflow/api-contract';
import type { HostedAuthCompleted } from '../../libs/linkedin/src/testing/unipile-answer-types';
import type { ApiHarness, ApiResponse as Reply } from './api-harness';

/**
 * The user journeys the LinkedIn suites share, over HTTP only, against an API harness started with
 * its LinkedIn sandbox (`startApiHarness({ linkedin: true })`).
 */
export interface Session {
  token: string;
  user: { id: string; email: string; name: string };
}

export function sandboxOf(api: ApiHarness): NonNullable<ApiHarness['linkedin']> {
  if (!api.linkedin) throw new Error('start the API harness with { linkedin: true }');
  return api.linkedin;
}

/** A signed-up user whose trial runs (feature routes need it). */
export async function userWithTrial(api: ApiHarness): Promise<Session> {
  const session = await api.signUp();
  const trial = await api.request<TrialStarted>('POST', '/api/subscriptions/create-trial', { token: session.token });
  if (trial.status !== 200) throw new Error(`trial not started: ${trial.status} ${JSON.stringify(trial.body)}`);
  return session;
}

/** Signs in through a hosted-auth link as the browser would: the sandbox's page completes it and names the return URL. */
export async function completeHostedAuth(
  api: ApiHarness,
  authLink: string,
): Promise<{ accountId: string; redirectUrl: URL | null }> {
  const done = await sandboxOf(api).control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url: authLink });
  if (done.status !== 200) throw new Error(`hosted auth not completed: ${done.status} ${JSON.stringify(done.body)}`);
  if (!done.body.redirectUrl) return { accountId: done.body.accountId, redirectUrl: null };
  // The browser's way back: the account id rides on the return URL.
  const redirectUrl = new URL(done.body.redirectUrl);
  return { accountId: redirectUrl.searchParams.get('account_id')!, redirectUrl };
}

/** Connect on /team: hosted-auth link, sign in at the sandbox, return with account_id, callback. */
export async function connectLinkedIn(
  api: ApiHarness,
  token: string,
): Promise<{
  accountId: string;
  hostedAuth: Reply<HostedAuthLinkAnswer>;
  callback: Reply<LinkedInAccountAnswer>;
  redirectUrl: URL | null;
}> {
  const hostedAuth = await api.request<HostedAuthLinkAnswer>('POST', '/api/linkedin-accounts/hosted-auth', {
    token,
    body: {},
  });
  if (hostedAuth.status !== 200)
    throw new Error(`hosted-auth failed: ${hostedAuth.status} ${JSON.stringify(hostedAuth.body)}`);
  const { accountId, redirectUrl } = await completeHostedAuth(api, hostedAuth.body.authLink);
  const callback = await api.request<LinkedInAccountAnswer>('POST', '/api/linkedin-accounts/callback', {
    token,
    body: { accountId },
  });
  return { accountId, hostedAuth, callback, redirectUrl };
}

/** A call straight to the sandbox's Unipile API (not through our adapter), to know what to expect. */
export function sandboxApi<T = unknown>(
  api: ApiHarness,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return sandboxOf(api).api<T>(method, path, body);
}

/** Polls until the check passes (webhooks arrive asynchronously); Jest's timeout bounds the wait. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
