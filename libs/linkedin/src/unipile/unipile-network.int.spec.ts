import { describeWithPostgres } from '@outflow/testing';
import { NotFoundError, ProviderRequestError } from '../errors';
import type { LinkedInProfile } from '../linkedin-models';
import { expectNoAnswerDrift } from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';

jest.setTimeout(120_000);

const ENGINEERS =
  'https://www.linkedin.com/search/results/people/?keywords=software%20engineer&origin=GLOBAL_SEARCH_HEADER';
const EVERYONE = 'https://www.linkedin.com/search/results/people/?keywords=';

describeWithPostgres('Unipile adapter against the LinkedIn sandbox: profiles, search, invitations, relations', () => {
  const sandbox = useSandboxFixture({ quietLeads: true });
  let accountId: string;
  /** Profiles found by search that nobody has touched yet, handed out one per test. */
  let fresh: string[];
  const strangerProfile = async (): Promise<LinkedInProfile> => {
    for (;;) {
      const url = fresh.shift();
      if (!url) throw new Error('out of fresh profiles');
      const profile = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: url });
      if (!profile.isConnected && !profile.invitationPending) return profile;
    }
  };

  beforeAll(async () => {
    accountId = await sandbox.connectAccount('user-network');
    // Leads accept only when a test says so.
    fresh = await sandbox.provider.searchProfiles(accountId, ENGINEERS, { max: 60 });
  });

  describe('search', () => {
    it('gives the total, and profile URLs page after page, the same whatever the page size', async () => {
      const total = await sandbox.provider.searchCount(accountId, ENGINEERS);
      expect(total).toBeGreaterThan(25);
      const bySmallPages = await sandbox.provider.searchProfiles(accountId, ENGINEERS, { max: 25, pageSize: 10 });
      const byOnePage = await sandbox.provider.searchProfiles(accountId, ENGINEERS, { max: 25, pageSize: 25 });
      expect(bySmallPages).toHaveLength(25);
      expect(new Set(bySmallPages).size).toBe(25);
      expect(bySmallPages).toEqual(byOnePage);
      for (const url of bySmallPages) expect(url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[^/]+$/);
    });

    it("gives each result's name and headline with its profile URL, in the same order", async () => {
      const people = await sandbox.provider.searchPeople(accountId, ENGINEERS, { max: 25 });
      expect(people.map((p) => p.profileUrl)).toEqual(
        await sandbox.provider.searchProfiles(accountId, ENGINEERS, { max: 25 }),
      );
      for (const person of people) {
        expect(person.name).toMatch(/^\S+ \S/);
        expect(typeof person.headline).toBe('string');
      }
      const first = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: people[0].profileUrl });
      expect(people[0].name).toBe(first.fullName);
    });

    it("stops at LinkedIn's 1,000 results however many match or are asked for", async () => {
      const total = await sandbox.provider.searchCount(accountId, EVERYONE);
      expect(total).toBeGreaterThan(1000);
      const urls = await sandbox.provider.searchProfiles(accountId, EVERYONE, { max: 5000 });
      expect(urls).toHaveLength(1000);
      expect(new Set(urls).size).toBe(1000);
    });

    it('a URL that is not a search is refused as invalid parameters', async () => {
      const error = await sandbox.provider
        .searchCount(accountId, 'https://www.linkedin.com/in/someone/')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderRequestError);
      expect(error).toMatchObject({ type: 'invalid_parameters', status: 400 });
    });
  });

  describe('profiles', () => {
    it('finds the same member by profile URL (with slash and query), public id and provider id', async () => {
      const url = fresh[0];
      const byUrl = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: `${url}/?trk=search` });
      expect(byUrl.profileUrl).toBe(url);
      const byPublicId = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: byUrl.publicId! });
      const byProviderId = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: byUrl.providerId });
      expect(byPublicId.providerId).toBe(byUrl.providerId);
      expect(byProviderId.publicId).toBe(byUrl.publicId);
      expect(byUrl).toMatchObject({
        connectionDegree: expect.any(Number),
        isConnected: false,
        invitationPending: false,
      });
      expect(byUrl.fullName).toBe(`${byUrl.firstName} ${byUrl.lastName}`);
    });

    it('loads the sections asked for: experience gives the current company and position, skills their endorsement ids', async () => {
      const profile = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: fresh[1], sections: '*' });
      expect(profile.experience.length).toBeGreaterThan(0);
      expect(profile.company).toBeTruthy();
      expect(profile.position).toBeTruthy();
      expect(profile.skills.length).toBeGreaterThan(0);
      expect(profile.skills[0]).toMatchObject({
        name: expect.any(String),
        endorsementId: expect.any(String),
        endorsed: false,
      });
      const bare = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: fresh[1] });
      expect(bare.skills).toEqual([]);
    });

    it('tells the member of the view only when asked (notify)', async () => {
      const before = (await sandbox.actions(accountId, 'profile_view')).length;
      const quiet = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: fresh[2] });
      expect(await sandbox.actions(accountId, 'profile_view')).toHaveLength(before);
      await sandbox.provider.getProfile(accountId, { publicIdOrUrl: fresh[2], notify: true });
      const views = await sandbox.actions(accountId, 'profile_view');
      expect(views).toHaveLength(before + 1);
      expect(views.at(-1)).toMatchObject({ providerId: quiet.providerId });
    });

    it('answers NotFoundError for a member who does not exist', async () => {
      await expect(
        sandbox.provider.getProfile(accountId, {
          publicIdOrUrl: 'https://www.linkedin.com/in/nobody-by-this-name-123/',
        }),
      ).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('invitations', () => {
    it('sends an invitation with a note: pending on the profile, listed as sent, refused when repeated', async () => {
      const lead = await strangerProfile();
      const sent = await sandbox.provider.sendInvitation(accountId, lead.providerId, 'Hello, let us connect');
      expect(sent.invitationId).toEqual(expect.any(String));
      expect((await sandbox.actions(accountId, 'invite')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: 'Hello, let us connect',
      });
      expect(await sandbox.provider.getProfile(accountId, { publicIdOrUrl: lead.providerId })).toMatchObject({
        invitationPending: true,
        isConnected: false,
      });
      const listed = await sandbox.provider.listSentInvitations(accountId);
      expect(listed).toContainEqual(
        expect.objectContaining({
          invitationId: sent.invitationId,
          providerId: lead.providerId,
          publicId: lead.publicId,
          note: 'Hello, let us connect',
        }),
      );
      const again = await sandbox.provider.sendInvitation(accountId, lead.providerId).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(ProviderRequestError);
      expect(again).toMatchObject({ type: 'already_invited_recently', status: 422 });
    });

    it('sends an invitation without a note', async () => {
      const lead = await strangerProfile();
      await sandbox.provider.sendInvitation(accountId, lead.providerId);
      expect((await sandbox.actions(accountId, 'invite')).at(-1)).toMatchObject({
        providerId: lead.providerId,
        text: null,
      });
    });

    it('withdraws an invitation: no longer listed, and not resendable yet', async () => {
      const lead = await strangerProfile();
      const { invitationId } = await sandbox.provider.sendInvitation(accountId, lead.providerId);
      await sandbox.provider.withdrawInvitation(accountId, invitationId!);
      expect((await sandbox.provider.listSentInvitations(accountId)).map((i) => i.invitationId)).not.toContain(
        invitationId,
      );
      expect((await sandbox.provider.getProfile(accountId, { publicIdOrUrl: lead.providerId })).invitationPending).toBe(
        false,
      );
      await expect(sandbox.provider.sendInvitation(accountId, lead.providerId)).rejects.toMatchObject({
        type: 'cannot_resend_yet',
      });
      await expect(sandbox.provider.withdrawInvitation(accountId, invitationId!)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses a note over 300 characters', async () => {
      const lead = await strangerProfile();
      await expect(sandbox.provider.sendInvitation(accountId, lead.providerId, 'x'.repeat(301))).rejects.toMatchObject({
        constructor: ProviderRequestError,
        type: 'too_many_characters',
        status: 400,
      });
    });
  });

  describe('relations', () => {
    it('once the lead accepts, they are connected, listed among relations, and cannot be invited again', async () => {
      const lead = await strangerProfile();
      expect(await sandbox.provider.isConnected(accountId, lead.profileUrl!)).toBe(false);
      await sandbox.provider.sendInvitation(accountId, lead.providerId);
      await sandbox.control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });

      expect(await sandbox.provider.isConnected(accountId, lead.profileUrl!)).toBe(true);
      const after = await sandbox.provider.getProfile(accountId, { publicIdOrUrl: lead.providerId });
      expect(after).toMatchObject({ isConnected: true, connectionDegree: 1, invitationPending: false });
      const relations = await sandbox.provider.listRelations(accountId);
      expect(relations.items).toContainEqual(
        expect.objectContaining({
          publicId: lead.publicId,
          firstName: lead.firstName,
          connectedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      );
      await expect(sandbox.provider.sendInvitation(accountId, lead.providerId)).rejects.toMatchObject({
        type: 'action_already_performed',
      });
    });

    it('pages relations by cursor', async () => {
      for (let i = 0; i < 2; i++) {
        const lead = await strangerProfile();
        await sandbox.provider.sendInvitation(accountId, lead.providerId);
        await sandbox.control('POST', '/accept', { accountId, profileUrl: lead.profileUrl });
      }
      const first = await sandbox.provider.listRelations(accountId, { limit: 2 });
      expect(first.items).toHaveLength(2);
      expect(first.cursor).not.toBeNull();
      const second = await sandbox.provider.listRelations(accountId, { limit: 2, cursor: first.cursor });
      expect(second.items.length).toBeGreaterThan(0);
      expect(second.items.map((r) => r.publicId)).not.toContain(first.items[0].publicId);
    });
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
