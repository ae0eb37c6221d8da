import type { HostedAuthLink, LinkedInAccountAnswer, TrialStarted } from '@outflow/api-contract';

/**
 * Test support for the LinkedIn suites (not used at runtime): the user journeys the suites share,
 * over HTTP only, against an API harness started with its LinkedIn sandbox.
 */
export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/** The part of the API harness (test/support/api-harness.ts) these flows use. */
export interface LinkedInHarness {
  readonly url: string;
  request<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Reply<T>>;
  signUp(): Promise<{ token: string; user: { id: string; email: string; name: string } }>;
  readonly linkedin?: {
    readonly sandboxUrl: string;
    readonly webhookSecret: string;
    control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply<T>>;
    api<T = unknown>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
  };
}

/** A member as the sandbox's people search lists it: the fields the suites read. */
export interface SandboxMember {
  id: string;
  public_identifier: string;
  public_profile_url: string;
  first_name: string;
  last_name: string;
  headline: string;
}

/** The sandbox's list answers (`/linkedin/search`, `/control/deliveries`, `/control/actions`). */
export interface SandboxItems<T> {
  items: T[];
}

/** A page of the sandbox's people search, with the total LinkedIn would show. */
export interface SandboxSearchPage extends SandboxItems<SandboxMember> {
  paging: { total_count: number };
}

/** A webhook delivery the sandbox made or tried (`/control/deliveries`). */
export interface SandboxDelivery {
  url: string;
  kind: string;
  status: string;
  attempts: number;
  payload: Record<string, unknown>;
}

/** The account owner's profile as the sandbox's `/users/me` answers it. */
export interface SandboxOwner {
  first_name: string;
  last_name: string;
  headline: string;
  email: string;
}

/** What the sandbox's control API answers when it completes a hosted-auth link. */
interface HostedAuthCompleted {
  accountId: string;
  /** Where the sandbox's page sends the browser back, if the link named a return URL. */
  redirectUrl?: string | null;
}

export interface Session {
  token: string;
  user: { id: string; email: string; name: string };
}

export function sandboxOf(api: LinkedInHarness): NonNullable<LinkedInHarness['linkedin']> {
  if (!api.linkedin) throw new Error('start the API harness with { linkedin: true }');
  return api.linkedin;
}

/** A signed-up user whose trial runs (feature routes need it). */
export async function userWithTrial(api: LinkedInHarness): Promise<Session> {
  const session = await api.signUp();
  const trial = await api.request<TrialStarted>('POST', '/api/subscriptions/create-trial', { token: session.token });
  if (trial.status !== 200) throw new Error(`trial not started: ${trial.status} ${JSON.stringify(trial.body)}`);
  return session;
}

/** Signs in through a hosted-auth link as the browser would: the sandbox's page completes it and names the return URL. */
export async function completeHostedAuth(api: LinkedInHarness, authLink: string): Promise<{ accountId: string; redirectUrl: URL | null }> {
  const done = await sandboxOf(api).control<HostedAuthCompleted>('POST', '/hosted-auth/complete', { url: authLink });
  if (done.status !== 200) throw new Error(`hosted auth not completed: ${done.status} ${JSON.stringify(done.body)}`);
  if (!done.body.redirectUrl) return { accountId: done.body.accountId, redirectUrl: null };
  // The browser's way back: the account id rides on the return URL.
  const redirectUrl = new URL(done.body.redirectUrl);
  return { accountId: redirectUrl.searchParams.get('account_id')!, redirectUrl };
}

/** Connect on /team: hosted-auth link, sign in at the sandbox, return with account_id, callback. */
export async function connectLinkedIn(api: LinkedInHarness, token: string): Promise<{ accountId: string; hostedAuth: Reply<HostedAuthLink>; callback: Reply<LinkedInAccountAnswer>; redirectUrl: URL | null }> {
  const hostedAuth = await api.request<HostedAuthLink>('POST', '/api/linkedin-accounts/hosted-auth', { token, body: {} });
  if (hostedAuth.status !== 200) throw new Error(`hosted-auth failed: ${hostedAuth.status} ${JSON.stringify(hostedAuth.body)}`);
  const { accountId, redirectUrl } = await completeHostedAuth(api, hostedAuth.body.authLink);
  const callback = await api.request<LinkedInAccountAnswer>('POST', '/api/linkedin-accounts/callback', { token, body: { accountId } });
  return { accountId, hostedAuth, callback, redirectUrl };
}

/** A call straight to the sandbox's Unipile API (not through our adapter), to know what to expect. */
export function sandboxApi<T = unknown>(api: LinkedInHarness, method: string, path: string, body?: unknown): Promise<Reply<T>> {
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
