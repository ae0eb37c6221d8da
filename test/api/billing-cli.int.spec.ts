import type { CurrentSubscription, WorkspaceSummary } from '@outflow/api-contract';
import { findWorkspace } from '@outflow/read-models';
import { eventually } from '../support/linkedin-test-flows';
import { DAY_MS, FixedClock, userStream } from '@outflow/domain';
import { useApiHarness } from '../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { ensureUserRegistered } from '../../apps/api/src/auth/commands/register-user';
import { main } from '../../apps/api/src/billing-cli';
import { waitForUserStream } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

describeWithPostgres('npm run billing -- grant <workspace id | email> <days>', () => {
  const clock = new FixedClock(T0);
  const api = useApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
  beforeEach(() => clock.set(T0));

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATABASE_URL: api.config.DATABASE_URL!, DATA_DIR: api.config.DATA_DIR, LOG_LEVEL: 'silent' };
    const code = await main(argv, { env, clock, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const current = async (token: string) =>
    (await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', { token })).body;

  it('grants a paid period to a local account, recorded as the operator actor; a second grant extends it', async () => {
    const { token, user } = await api.signUp();
    const periodEnd = new Date(T0.getTime() + 30 * DAY_MS).toISOString();
    const first = await run('grant', user.email.toUpperCase(), '30');
    expect(first).toEqual({
      code: 0,
      out: `Granted 30 days to ${user.email.toUpperCase()} (user ${user.id}): paid until ${periodEnd}`,
      err: '',
    });

    const events = await api.eventStore.readStream(userStream(user.id));
    const activated = events.filter((e) => e.type === 'SubscriptionActivated');
    expect(activated).toHaveLength(1);
    expect(activated[0].data).toMatchObject({
      source: 'operator',
      status: 'active',
      days: 30,
      currentPeriodEnd: periodEnd,
    });
    expect(activated[0].metadata).toMatchObject({ userId: user.id, actor: 'operator' });
    await waitForUserStream(api, user.id);
    expect(await current(token)).toEqual({
      has_subscription: true,
      subscription_status: 'active',
      subscription: { status: 'active', trialEndDate: null, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false },
      billing: { configured: false },
      now: clock.now().toISOString(),
    });

    clock.advance(DAY_MS);
    const second = await run('grant', user.email, '5');
    expect(second.code).toBe(0);
    expect(second.out).toContain(`paid until ${new Date(T0.getTime() + 35 * DAY_MS).toISOString()}`);

    // The granted period ends by time: it reads expired afterwards.
    await waitForUserStream(api, user.id);
    clock.set(new Date(T0.getTime() + 35 * DAY_MS));
    expect((await current(token)).subscription_status).toBe('expired');
  });

  it('finds an OIDC user through the users read model by e-mail', async () => {
    const id = `oidc|${Date.now()}`;
    await ensureUserRegistered(
      api.eventStore,
      clock,
      { id, email: 'Grace.Hopper@Example.com', name: 'Grace', provider: 'oidc' },
      { userId: id, actor: 'system', correlationId: 'test' },
    );
    await waitForUserStream(api, id);
    const res = await run('grant', 'grace.hopper@example.com', '7');
    expect(res.code).toBe(0);
    expect(res.out).toContain(`(user ${id})`);
  });

  it("grants a paid period to a workspace named by its id (a team's, not its owner's personal one)", async () => {
    const { token, user } = await api.signUp();
    const created = await api.request<WorkspaceSummary>('POST', '/api/workspaces', {
      token,
      body: { name: 'Agency client' },
    });
    expect(created.status).toBe(201);
    const workspaceId = created.body.id;
    await eventually(async () => (await findWorkspace(api.readDb, workspaceId)) !== undefined);
    const periodEnd = new Date(T0.getTime() + 10 * DAY_MS).toISOString();
    expect(await run('grant', workspaceId, '10')).toEqual({
      code: 0,
      out: `Granted 10 days to workspace Agency client (${workspaceId}): paid until ${periodEnd}`,
      err: '',
    });
    await waitForUserStream(api, workspaceId);
    const inWorkspace = await api.request<CurrentSubscription>('GET', '/api/subscriptions/current', {
      token,
      headers: { 'x-outflow-workspace': workspaceId },
    });
    expect(inWorkspace.body).toMatchObject({
      subscription_status: 'active',
      subscription: { currentPeriodEnd: periodEnd },
    });
    // The owner's personal workspace is not the one granted.
    expect((await current(token)).subscription?.currentPeriodEnd ?? null).not.toBe(periodEnd);
    expect((await api.eventStore.readStream(userStream(user.id))).some((e) => e.type === 'SubscriptionActivated')).toBe(
      false,
    );

    expect(await run('grant', 'no-such-workspace', '10')).toEqual({
      code: 1,
      out: '',
      err: 'No workspace has the id "no-such-workspace"',
    });
  });

  it('refuses an unknown e-mail with exit code 1 and a clear message', async () => {
    expect(await run('grant', 'nobody@example.com', '30')).toEqual({
      code: 1,
      out: '',
      err: 'No account with the e-mail nobody@example.com',
    });
  });

  it.each(['abc', '0', '-3', '2.5', '3651'])('refuses %s days with exit code 1, appending nothing', async (days) => {
    const { user } = await api.signUp();
    const res = await run('grant', user.email, days);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/days must be a whole number from 1 to 3650/);
    expect((await api.eventStore.readStream(userStream(user.id))).map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it.each([
    [[]],
    [['grant', 'a@example.com']],
    [['revoke', 'a@example.com', '3']],
    [['grant', 'a@example.com', '3', 'extra']],
  ])('prints the usage for %j', async (argv) => {
    expect(await run(...argv)).toEqual({
      code: 1,
      out: '',
      err: 'Usage: npm run billing -- grant <workspace id | email> <days>',
    });
  });
});
