import { campaignTargetStream, FixedClock } from '@outflow/domain';
import type { Runner, RunnerOptions } from '../../apps/runner/src/runner';
import type { ApiHarness } from './api-harness';
import { useApiHarness } from './api-suite';
import { connectLinkedIn, type Session } from './linkedin-test-flows';
import { startSandboxRunner } from './sandbox-runner';

/** Working hours off: the suites move the clock across nights and weekends. */
export const ANY_HOUR = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };

/** An action in the sandbox's log: what LinkedIn saw a sender do. */
export interface SandboxAction {
  kind: string;
  profileUrl: string;
  text: string | null;
}

const sameMember = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The runner on the API harness and its LinkedIn sandbox, for one describe block: the harness on a
 * test clock, its sandbox's leads accepting and replying only when a test says so (every count is
 * exact), the runners a test starts stopped after it (before the harness stops), and the setup and
 * reads these suites share. Read `api` inside hooks and tests.
 */
export function useSandboxRunnerSuite() {
  /** Monday 2026-11-23 09:00 UTC until a test moves it. */
  const clock = new FixedClock(new Date('2026-11-23T09:00:00Z'));
  const api: ApiHarness = useApiHarness({ linkedin: true, clock });
  const runners: Runner[] = [];
  beforeAll(async () => {
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  /** Stops the runners started so far (after each test, or for a test that goes on without them). */
  const stopRunners = async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  };
  afterEach(stopRunners);

  /** The sandbox's log of what the sender did, optionally of one kind. */
  const actions = async (accountId: string, kind?: string): Promise<SandboxAction[]> =>
    (
      await api.linkedin!.control<{ items: SandboxAction[] }>(
        'GET',
        `/actions?accountId=${accountId}${kind ? `&kind=${kind}` : ''}`,
      )
    ).body.items;

  /** A user on a trial with a sandbox sender, on UTC: working hours as given (off by default), warm-up on or off. */
  const trialUserWithSender = async (schedule: {
    warmUp: boolean;
    workingHours?: typeof ANY_HOUR;
  }): Promise<Session & { accountId: string }> => {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    await api.request('PUT', '/api/schedule/settings', {
      token: session.token,
      body: {
        timeZone: 'UTC',
        workingHours: schedule.workingHours ?? ANY_HOUR,
        warmUp: { enabled: schedule.warmUp },
      },
    });
    const { accountId } = await connectLinkedIn(api, session.token);
    return { ...session, accountId };
  };

  return {
    api,
    clock,
    stopRunners,
    actions,
    /** A runner on the harness (see startSandboxRunner), stopped after the test. */
    startRunner: async (overrides: Partial<RunnerOptions> = {}): Promise<Runner> => {
      const runner = await startSandboxRunner(api, overrides);
      runners.push(runner);
      return runner;
    },

    trialUserWithSender,

    /**
     * A trial user (as trialUserWithSender, warm-up off) with two senders: A connected an hour
     * before the clock's time, so it is the workspace's first sender, and B at it.
     */
    trialUserWithTwoSenders: async (): Promise<Session & { a: string; b: string }> => {
      const t0 = clock.now();
      clock.set(new Date(t0.getTime() - 3_600_000));
      const { accountId: a, ...session } = await trialUserWithSender({ warmUp: false });
      clock.set(t0);
      const b = (await connectLinkedIn(api, session.token)).accountId;
      return { ...session, a, b };
    },

    /** Sandbox members a people search for `keywords` finds, at most `count`. */
    membersFound: (accountId: string, keywords: string, count: number) =>
      api.linkedin!.provider.searchProfiles(
        accountId,
        `https://www.linkedin.com/search/results/people/?keywords=${keywords}`,
        { max: count },
      ),

    /** Connects the sender with each lead (invited, then accepted), so its messages reach them: a test's setup. */
    connectWith: async (accountId: string, leads: readonly string[]): Promise<void> => {
      const { provider } = api.linkedin!;
      for (const lead of leads) {
        const { providerId } = await provider.getProfile(accountId, { publicIdOrUrl: lead, notify: false });
        await provider.sendInvitation(accountId, providerId);
        await api.linkedin!.control('POST', '/accept', { accountId, profileUrl: lead });
      }
    },

    /** What the sender did to one member, by kind; invitations left out (connecting is the tests' setup). */
    actionsTo: async (accountId: string, profileUrl: string): Promise<string[]> =>
      (await actions(accountId))
        .filter((a) => a.kind !== 'invite' && sameMember(a.profileUrl, profileUrl))
        .map((a) => a.kind),

    /** Why the lead's sequence ended (TargetCompleted's reason), or null while it runs. */
    endOf: async (targetId: string): Promise<string | null> => {
      const events = await api.eventStore.readStream(campaignTargetStream(targetId));
      const end = events.find((e) => e.type === 'TargetCompleted');
      return end ? (end.data as { reason: string }).reason : null;
    },
  };
}
