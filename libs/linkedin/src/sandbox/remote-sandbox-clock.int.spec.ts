import { eventually, describeWithPostgres } from '@outflow/testing';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';
import { RemoteSandboxClock } from './remote-sandbox-clock';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describeWithPostgres("processes apart from the sandbox follow its clock's changes", () => {
  const sandbox = useSandboxFixture();
  const clocks: RemoteSandboxClock[] = [];
  afterAll(() => clocks.forEach((c) => c.stop()));

  const sandboxNow = async () => (await sandbox.control<{ nowMs: number }>('GET', '/clock')).nowMs;
  /** Two processes (an API and a runner, say), each with its own reading of the sandbox's clock. */
  const processes = async () => {
    const made = [
      new RemoteSandboxClock({ baseUrl: sandbox.server.url }),
      new RemoteSandboxClock({ baseUrl: sandbox.server.url }),
    ];
    for (const clock of made) await clock.start();
    clocks.push(...made);
    return made;
  };
  /** Each clock within a few seconds of the sandbox's (a reading a second old at 1× is a second behind at most). */
  const following = async (made: RemoteSandboxClock[], toleranceMs: number) => {
    const truth = await sandboxNow();
    return made.every((clock) => Math.abs(clock.now().getTime() - truth) < toleranceMs);
  };

  it('sped up to 1,440× and back: within about a second every process is on the sandbox time again, none left minutes ahead', async () => {
    const made = await processes();
    await sandbox.control('POST', '/clock', { speed: 1440 });
    await eventually(async () => made.every((c) => c.realMs(MINUTE) === MINUTE / 1440), 'the processes to read 1,440×');
    await sandbox.control('POST', '/clock', { speed: 1 });
    // Until its next reading each process runs on at 1,440× (up to 24 minutes ahead): read it meanwhile, as a busy API does.
    const reads = setInterval(() => made.forEach((c) => c.now()), 20);
    try {
      await eventually(() => following(made, 3000), 'every process to follow the sandbox back to 1×', 3000);
    } finally {
      clearInterval(reads);
    }
    expect(made.map((c) => c.realMs(MINUTE))).toEqual([MINUTE, MINUTE]);
  });

  it('jumped three days ahead: every process follows within about a second', async () => {
    const made = await processes();
    await sandbox.control('POST', '/clock', { advanceMs: 3 * 24 * 60 * MINUTE });
    await eventually(() => following(made, 3000), 'every process to follow the jump', 3000);
  });
});
