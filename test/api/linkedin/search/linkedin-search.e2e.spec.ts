import type { SearchCount, SearchProfiles } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import {
  connectLinkedIn,
  sandboxApi,
  sandboxOf,
  userWithTrial,
  type Session,
} from '../../../support/linkedin-test-flows';
import type { Items, SearchPage } from '../../../../libs/linkedin/src/testing/unipile-answer-types';

jest.setTimeout(90_000);

const PEOPLE = 'https://www.linkedin.com/search/results/people/';
const MANAGERS = `${PEOPLE}?keywords=manager`;

describeWithPostgres('lead sources through LinkedIn over HTTP (sandbox)', () => {
  const api = useApiHarness({ linkedin: true });
  let session: Session;
  let accountId: string;
  beforeAll(async () => {
    session = await userWithTrial(api);
    ({ accountId } = await connectLinkedIn(api, session.token));
  });

  const post = <T = unknown>(path: string, body: unknown, token = session.token) =>
    api.request<T>('POST', path, { token, body });
  /** What the sandbox itself says about a search, asked directly. */
  const sandboxSearch = (url: string, limit: number) =>
    sandboxApi<SearchPage>(api, 'POST', `/linkedin/search?account_id=${accountId}&limit=${limit}`, { url });

  it('counts a search as the provider does', async () => {
    const expected = (await sandboxSearch(MANAGERS, 1)).body.paging.total_count;
    expect(expected).toBeGreaterThan(0);
    expect(await post('/api/linkedin/search/count', { searchUrl: MANAGERS })).toEqual({
      status: 200,
      body: { success: true, count: expected },
    });
  });

  it("takes the search's profiles in order, page after page, each URL ending with a slash", async () => {
    const firstPage = (await sandboxSearch(MANAGERS, 50)).body.items.map(
      (item: { public_profile_url: string }) => item.public_profile_url,
    );
    const res = await post<SearchProfiles>('/api/linkedin/search/profiles', {
      searchUrl: MANAGERS,
      maxProfiles: 70,
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(70);
    expect(res.body.profileUrls).toHaveLength(70);
    expect(new Set(res.body.profileUrls).size).toBe(70);
    expect(res.body.profileUrls.every((url: string) => /^https:\/\/www\.linkedin\.com\/in\/[^/]+\/$/.test(url))).toBe(
      true,
    );
    expect(res.body.profileUrls.slice(0, 50)).toEqual(
      firstPage.map((url: string) => (url.endsWith('/') ? url : `${url}/`)),
    );
  });

  it('gives the names and headlines the search shows beside the profile URLs, in the same order', async () => {
    const [first] = (await sandboxSearch(MANAGERS, 1)).body.items;
    const res = await post<SearchProfiles>('/api/linkedin/search/profiles', {
      searchUrl: MANAGERS,
      maxProfiles: 5,
      limit: 50,
    });
    expect(res.body.profiles.map((p: { profileUrl: string }) => p.profileUrl)).toEqual(res.body.profileUrls);
    expect(res.body.profiles[0]).toEqual({
      profileUrl: `${first.public_profile_url}/`,
      name: `${first.first_name} ${first.last_name}`,
      headline: first.headline,
    });
  });

  it('takes at most 1,000 profiles from a search that finds more', async () => {
    expect((await post<SearchCount>('/api/linkedin/search/count', { searchUrl: PEOPLE })).body.count).toBeGreaterThan(
      1000,
    );
    const res = await post<SearchProfiles>('/api/linkedin/search/profiles', {
      searchUrl: PEOPLE,
      maxProfiles: 1000,
      limit: 50,
    });
    expect([res.status, res.body.count, new Set(res.body.profileUrls).size]).toEqual([200, 1000, 1000]);
  });

  it.each([
    [{ searchUrl: PEOPLE, maxProfiles: 1001, limit: 50 }, 'maxProfiles'],
    [{ searchUrl: PEOPLE, maxProfiles: 0, limit: 50 }, 'maxProfiles'],
    [{ searchUrl: PEOPLE, maxProfiles: 'all', limit: 50 }, 'maxProfiles'],
    [{ searchUrl: PEOPLE, limit: 50 }, 'maxProfiles'],
    [{ searchUrl: PEOPLE, maxProfiles: 10, limit: 101 }, 'limit'],
    [{ searchUrl: 'https://www.linkedin.com/in/someone/', maxProfiles: 10, limit: 50 }, 'searchUrl'],
    [{ searchUrl: 'https://notlinkedin.com/search/results/people/', maxProfiles: 10, limit: 50 }, 'searchUrl'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await post<ApiErrorBody>('/api/linkedin/search/profiles', body);
    expect([res.status, res.body.field]).toEqual([400, field]);
    expect(res.body.message).toContain(field);
  });

  it('refuses a search URL without linkedin.com/search (400 on searchUrl), and one LinkedIn cannot run', async () => {
    expect(await post('/api/linkedin/search/count', { searchUrl: 'https://www.linkedin.com/feed/' })).toMatchObject({
      status: 400,
      body: { field: 'searchUrl', message: expect.stringContaining('linkedin.com/search') },
    });
    expect(
      await post('/api/linkedin/search/count', {
        searchUrl: 'https://www.linkedin.com/search/results/companies/?keywords=acme',
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_SEARCH_URL', field: 'searchUrl' },
    });
  });

  it('fetches a profile for the AI message generator, telling the member of the view', async () => {
    const [member] = (await sandboxSearch(MANAGERS, 1)).body.items;
    const res = await api.request(
      'GET',
      `/api/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(member.public_profile_url)}`,
      { token: session.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profile fetched successfully',
      profile: {
        providerId: member.id,
        publicId: member.public_identifier,
        fullName: `${member.first_name} ${member.last_name}`,
        headline: member.headline,
      },
    });
    const views = (
      await sandboxOf(api).control<Items<{ providerId: string }>>(
        'GET',
        `/actions?accountId=${accountId}&kind=profile_view`,
      )
    ).body.items;
    expect(views.map((v: { providerId: string }) => v.providerId)).toContain(member.id);
  });

  it('answers 400 naming url for a bad profile URL, and 404 for a profile LinkedIn does not have', async () => {
    const get = (url: string) =>
      api.request('GET', `/api/linkedin-accounts/ai-message-profile?url=${encodeURIComponent(url)}`, {
        token: session.token,
      });
    expect(await get('https://www.linkedin.com/company/acme/')).toMatchObject({ status: 400, body: { field: 'url' } });
    expect(
      (await api.request<ApiErrorBody>('GET', '/api/linkedin-accounts/ai-message-profile', { token: session.token }))
        .body.field,
    ).toBe('url');
    expect(await get('https://www.linkedin.com/in/nobody-by-this-name-at-all/')).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'PROFILE_NOT_FOUND', field: 'url' },
    });
  });

  it('is a feature: refused without a running trial (402) or without a connected account (403)', async () => {
    const noTrial = await api.signUp();
    expect(await post('/api/linkedin/search/count', { searchUrl: MANAGERS }, noTrial.token)).toMatchObject({
      status: 402,
      body: { errorCode: 'SUBSCRIPTION_REQUIRED' },
    });
    const noAccount = await userWithTrial(api);
    expect(await post('/api/linkedin/search/count', { searchUrl: MANAGERS }, noAccount.token)).toMatchObject({
      status: 403,
      body: { errorCode: 'LINKEDIN_NOT_CONNECTED' },
    });
  });
});
