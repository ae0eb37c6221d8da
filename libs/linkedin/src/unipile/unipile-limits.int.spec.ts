import { describeWithPostgres } from '@outflow/testing';
import { ProviderRequestError, RateLimitedError } from '../errors';
import { expectNoAnswerDrift, startCountingRelay } from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';

jest.setTimeout(180_000);

const EVERYONE = 'https://www.linkedin.com/search/results/people/?keywords=';

/** LinkedIn's limits as the sandbox enforces them (unipile.md §8): 100 invitations a day, about 150 lookups. */
describeWithPostgres('Unipile adapter against the LinkedIn sandbox: LinkedIn limits', () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let inviter: string;
  let scout: string;
  let leads: string[];

  beforeAll(async () => {
    inviter = await sandbox.connectAccount('user-limits-inviter');
    scout = await sandbox.connectAccount('user-limits-scout');
    // The scout looks the leads up, so the inviter's own lookups stay untouched.
    const urls = await sandbox.provider.searchProfiles(scout, EVERYONE, { max: 120 });
    leads = [];
    for (const url of urls) {
      if (leads.length === 106) break;
      const profile = await sandbox.provider.getProfile(scout, { publicIdOrUrl: url });
      leads.push(profile.providerId);
    }
  });

  it('the invitation past the daily limit is refused as limit_exceeded; the next day invitations go out again', async () => {
    for (const providerId of leads.slice(0, 100)) await sandbox.provider.sendInvitation(inviter, providerId);
    const refused = await sandbox.provider.sendInvitation(inviter, leads[100]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRequestError);
    expect(refused).toMatchObject({ type: 'limit_exceeded', status: 422 });

    await sandbox.control('POST', '/clock', { advanceHours: 25 });
    for (const providerId of leads.slice(100, 105)) await sandbox.provider.sendInvitation(inviter, providerId);

    // 105 pending invitations: more than one page of 100, all collected.
    const sent = await sandbox.provider.listSentInvitations(inviter);
    expect(sent).toHaveLength(105);
    expect(new Set(sent.map((i) => i.invitationId)).size).toBe(105);
    expect(new Set(sent.map((i) => i.providerId))).toEqual(new Set(leads.slice(0, 105)));
  });

  it('profile lookups past the daily allowance answer 429, mapped to RateLimitedError', async () => {
    let looked = 0;
    let error: unknown;
    for (const providerId of [...leads, ...leads]) {
      try {
        await sandbox.provider.getProfile(scout, { publicIdOrUrl: providerId });
        looked++;
      } catch (e) {
        error = e;
        break;
      }
    }
    expect(looked).toBeGreaterThan(0);
    expect(error).toBeInstanceOf(RateLimitedError);
    // The sandbox's Retry-After header (read by the thin fetch): until the next sandbox day.
    expect(error).toMatchObject({ status: 429, type: 'too_many_requests', retryAfterMs: expect.any(Number) });
    expect((error as RateLimitedError).retryAfterMs).toBeGreaterThanOrEqual(1000);
    expect((error as RateLimitedError).retryAfterMs).toBeLessThanOrEqual(86_400_000);

    // A Retry-After longer than the policy's longest wait is not waited for: the lookup went out once.
    const relay = await startCountingRelay(sandbox.server.url);
    try {
      const counted = sandbox.adapter(relay.url);
      await expect(counted.getProfile(scout, { publicIdOrUrl: leads[0] })).rejects.toBeInstanceOf(RateLimitedError);
      expect(relay.requests.filter((r) => r.path.startsWith(`/api/v1/users/${leads[0]}`))).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
