/**
 * Support staff for the suites that need one: a signed-up user granted the `support` role with the
 * operator's command (`npm run users -- grant <email> support`), once the role reaches the read model.
 */
import type { Me } from '@outflow/api-contract';
import type { Clock } from '@outflow/domain';
import { main as usersCli } from '../../apps/api/src/users-cli';
import type { ApiHarness } from './api-harness';
import { eventually } from '@outflow/testing';

type Session = Awaited<ReturnType<ApiHarness['signUp']>>;

/** Runs `npm run users -- <argv>` on an installation's database; fails on a non-zero exit. */
export async function runUsersCommand(
  installation: { readonly databaseUrl: string; readonly dataDir: string },
  clock: Clock,
  ...argv: string[]
) {
  const lines: string[] = [];
  const env = { DATABASE_URL: installation.databaseUrl, DATA_DIR: installation.dataDir, LOG_LEVEL: 'silent' };
  const code = await usersCli(argv, { env, clock, out: (l) => lines.push(l), err: (l) => lines.push(l) });
  if (code !== 0) throw new Error(`users ${argv.join(' ')} failed: ${lines.join('\n')}`);
  return lines.join('\n');
}

/** Grants support to a user who signed up, and waits until their requests carry the role. */
export async function grantSupport(api: ApiHarness, session: Session): Promise<Session> {
  const installation = { databaseUrl: api.config.DATABASE_URL!, dataDir: api.config.DATA_DIR };
  await runUsersCommand(installation, api.clock, 'grant', session.user.email, 'support');
  await eventually(
    async () =>
      (await api.request<Me>('GET', '/api/auth/me', { token: session.token })).body.roles?.includes('support'),
    'the support role to reach the read model',
  );
  return session;
}

/** A new support member: signed up (no trial, no LinkedIn), then granted the role. */
export async function signUpSupport(api: ApiHarness, name = 'Sam Support'): Promise<Session> {
  return grantSupport(api, await api.signUp({ name }));
}
