import { startSandboxFixture, type SandboxFixture } from './linkedin-sandbox-fixture';

/**
 * The sandbox fixture of one describe block: started before its tests and closed after them, so a
 * suite declares no `let sandbox` and hook pair of its own. The answer stands for the fixture: read
 * it inside hooks and tests (once it has started). With `quietLeads`, leads neither accept nor
 * reply unless a test says so.
 */
export function useSandboxFixture(options: { quietLeads?: boolean } = {}): SandboxFixture {
  let fixture: SandboxFixture | undefined;
  beforeAll(async () => {
    fixture = await startSandboxFixture();
    if (options.quietLeads) await fixture.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  afterAll(() => fixture?.close());
  return new Proxy({} as SandboxFixture, {
    get(_, key) {
      if (!fixture) throw new Error('The sandbox fixture was read before it started: read it inside a hook or a test');
      return Reflect.get(fixture, key);
    },
  });
}
