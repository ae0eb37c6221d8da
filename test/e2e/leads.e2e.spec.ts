/**
 * The leads screens in a browser, on the product as `npm start` runs it: leads appear when a
 * campaign is created (its CampaignCreated appended straight to the event store, as the campaign
 * engine does), one is enriched by a TargetProfileFetched (as the runner does); the list, its
 * search and campaign filter, and the detail page with and without profile data; and, with the
 * runner acting on the sandbox, a lead held by the daily limit says why and until when in its story.
 */
import {
  campaignStream,
  campaignTargetStream,
  type CampaignCreated,
  type CampaignLeadRow,
  type TargetProfileFetched,
} from '@outflow/domain';
import { createPostgresEventStore, type EventStore } from '@outflow/event-store';
import { EVENT_STORE_SCHEMA } from '@outflow/wiring';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import {
  callApi,
  connectLinkedInInBrowser,
  signUpInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';
import { END_ONLY_SEQUENCE, graphNode, profileUrlOf } from '../support/campaign-fixtures';
import { eventually } from '@outflow/testing';
import type { LeadAnswer, LeadDetail } from '@outflow/api-contract';

const sequence = END_ONLY_SEQUENCE;
const HINT = 'Profile data not fetched yet. The profile will be enriched when it is processed in the sequence.';
const url = profileUrlOf;

describeWithBrowser('the leads screens in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  let outflow: BrowserSession['outflow'];
  let store: EventStore;
  let token: string;
  let userId: string;
  const shot = (name: string) => session.shot(name);
  const targets = { ada: `t-ada-${Date.now()}`, grace: `t-grace-${Date.now()}`, alan: `t-alan-${Date.now()}` };
  const campaigns = { founders: `c-founders-${Date.now()}`, ctos: `c-ctos-${Date.now()}` };

  beforeAll(async () => {
    // No gap between LinkedIn steps: the daily-limit test's invitations go out at once.
    session = await startBrowserSession('leads', { env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' } });
    ({ page, outflow } = session);
    store = createPostgresEventStore({ connectionString: outflow.databaseUrl, schema: EVENT_STORE_SCHEMA });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await session?.stop();
  });

  const api = async (path: string) => {
    const res = await fetch(`${outflow.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  };

  const campaignCreated = (
    campaignId: string,
    name: string,
    leads: Array<[string, string]>,
    createdAt: string,
  ): CampaignCreated => ({
    type: 'CampaignCreated',
    data: {
      campaignId,
      ownerId: userId,
      name,
      description: `${name} - created via sequence builder`,
      accountId: 'acc',
      sequence,
      graph: { nodes: [], edges: [] },
      leads: leads.map(([targetId, handle]) => ({ targetId, profileUrl: url(handle) })),
      leadSource: 'manual',
      status: 'paused',
      occurredAt: createdAt,
    },
  });

  const leadRow = (name: string) => page.locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) });

  it('shows the hint to create a campaign while the user has no leads', async () => {
    await signUpInBrowser(page, outflow.url, {
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      password: 'apollo guidance',
    });
    await page.getByText('Your 7-day free trial has started!').waitFor();
    await connectLinkedInInBrowser(page, 'margaret@example.com');
    token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    userId = (await api('/api/auth/me')).body.id;
    expect(userId).toBeTruthy();

    await page.getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL(/\/leads$/);
    await page.getByText('Create a campaign to add leads and start your LinkedIn outreach').waitFor();
    await shot('01-no-leads');
  }, 60_000);

  it("lists a new campaign's leads, the enriched one without the warning", async () => {
    const metadata = { userId, actor: 'user' as const, correlationId: 'leads-e2e' };
    await store.appendToStream(
      campaignStream(campaigns.founders),
      [
        {
          ...campaignCreated(
            campaigns.founders,
            'Founders in London',
            [
              [targets.ada, 'ada-lovelace'],
              [targets.grace, 'grace-hopper'],
            ],
            '2026-11-01T10:00:00.000Z',
          ),
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await store.appendToStream(
      campaignStream(campaigns.ctos),
      [
        {
          ...campaignCreated(
            campaigns.ctos,
            'CTO outreach',
            [[targets.alan, 'alan-turing']],
            '2026-11-02T10:00:00.000Z',
          ),
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const enriched: TargetProfileFetched = {
      type: 'TargetProfileFetched',
      data: {
        campaignId: campaigns.founders,
        targetId: targets.ada,
        profileUrl: url('ada-lovelace'),
        occurredAt: '2026-11-01T11:00:00.000Z',
        profile: {
          providerId: 'prov-ada',
          publicId: 'ada-lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          headline: 'First programmer at Analytical Engines',
          location: 'London, England, United Kingdom',
          country: 'United Kingdom',
          companyName: 'Analytical Engines Ltd',
          jobTitle: 'Mathematician',
          pictureUrl: null,
          website: 'https://ada.example.com',
        },
      },
    };
    await store.appendToStream(
      campaignTargetStream(targets.ada),
      [{ ...enriched, metadata: { ...metadata, actor: 'runner' } }],
      { expectedVersion: 'no_stream' },
    );

    // The page re-queries on load; wait for the projector before loading it.
    for (let i = 0; i < 100 && (await api('/api/leads')).body.count !== 3; i++)
      await new Promise((r) => setTimeout(r, 100));
    await page.reload();
    await leadRow('Ada Lovelace').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(3);
    await expect(leadRow('Ada Lovelace').textContent()).resolves.toContain('First programmer at Analytical Engines');
    await expect(leadRow('Ada Lovelace').textContent()).resolves.toContain('London, England, United Kingdom');
    expect(await leadRow('Ada Lovelace').getByLabel(HINT).count()).toBe(0);
    // Not enriched yet: named by the profile's handle, initials on the avatar, and the warning.
    expect(await leadRow('grace-hopper').getByLabel(HINT).count()).toBe(1);
    await expect(leadRow('grace-hopper').locator('.MuiAvatar-root').textContent()).resolves.toBe('GH');
    expect(await leadRow('alan-turing').getByLabel(HINT).count()).toBe(1);
    await page.getByText('3 leads').waitFor();
    await leadRow('grace-hopper').getByLabel(HINT).hover();
    await page.getByRole('tooltip').getByText(HINT).waitFor();
    await page.waitForTimeout(300); // the tooltip's fade-in, for the screenshot
    await shot('02-list');
  }, 60_000);

  it('searches names, headlines, locations and profile URLs case-insensitively', async () => {
    const search = page.getByLabel('Search leads');
    // The server searches: the rows change once its answer is in.
    const shows = (expected: string[]) =>
      eventually(
        async () => {
          const names = await page.locator('tbody tr a').allTextContents();
          return names.join('|') === expected.join('|') ? names : null;
        },
        `the rows ${expected.join(', ')}`,
      );
    await search.fill('LOVELACE');
    await shows(['Ada Lovelace']);
    await page.getByText('1 of 3 leads').waitFor();
    await search.fill('london');
    await shows(['Ada Lovelace']);
    await search.fill('grace-HOP');
    await shows(['grace-hopper']);
    await search.fill('no such person');
    await page.getByText('Try adjusting your search').waitFor();
    await shot('03-search-no-match');
    await search.fill('');
    await leadRow('alan-turing').waitFor();
  }, 30_000);

  it('filters by campaign', async () => {
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['All campaigns', 'Founders in London', 'CTO outreach']));
    expect(options[0]).toBe('All campaigns');
    await page.getByRole('option', { name: 'CTO outreach' }).click();
    await page.getByText('1 lead', { exact: true }).waitFor();
    await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
    await expect(page.locator('tbody tr a').allTextContents()).resolves.toEqual(['alan-turing']);
    await shot('04-filtered');
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: 'All campaigns' }).click();
    await page.getByText('3 leads').waitFor();
  }, 30_000);

  it("opens an enriched lead's detail with its professional information and location", async () => {
    await page.getByRole('link', { name: 'Ada Lovelace', exact: true }).click();
    await page.waitForURL(new RegExp(`/leads/${targets.ada}$`));
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await page.getByText('First programmer at Analytical Engines').waitFor();
    await expect(page.getByRole('link', { name: 'View on LinkedIn' }).getAttribute('href')).resolves.toBe(
      url('ada-lovelace'),
    );
    const professional = page.getByRole('region', { name: 'Professional Information' });
    await expect(professional.textContent()).resolves.toBe(
      'Professional InformationCompanyAnalytical Engines LtdPositionMathematicianWebsitehttps://ada.example.com',
    );
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.textContent()).resolves.toBe('LocationCityLondonCountryUnited Kingdom');
    expect(await page.getByText('Profile enrichment pending').count()).toBe(0);
    await shot('05-detail-enriched');
  }, 30_000);

  it('shows the pending-enrichment banner for a lead not yet enriched', async () => {
    await page.getByRole('button', { name: 'Back to Leads' }).click();
    await page.waitForURL(/\/leads$/);
    await page.getByRole('link', { name: 'grace-hopper', exact: true }).click();
    await page.waitForURL(new RegExp(`/leads/${targets.grace}$`));
    await page.getByText('Profile enrichment pending').waitFor();
    await expect(page.getByRole('region', { name: 'Professional Information' }).textContent()).resolves.toContain(
      'CompanyNot available',
    );
    await shot('06-detail-pending');
  }, 30_000);

  it("answers a lead that is not the user's with the error, Retry and Back to Leads", async () => {
    await page.goto(`${outflow.url}/leads/not-a-lead-of-mine`);
    await page.getByText('Failed to load lead details. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Failed to load lead details. Please try again.').waitFor();
    await shot('07-detail-error');
    await page.getByRole('button', { name: 'Back to Leads' }).click();
    await page.waitForURL(/\/leads$/);
    await leadRow('Ada Lovelace').waitFor();
  }, 30_000);

  it("says in the lead's story why a lead held by the daily limit waits, and until when", async () => {
    const call = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(outflow.url, token, method, path, body);
    await fetch(`${outflow.url}/sandbox/control/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ acceptProbability: 0, replyProbability: 0 }),
    });
    const limits = await call<Record<string, number>>('GET', '/api/rate-limits/settings');
    expect((await call('PUT', '/api/rate-limits/settings', { ...limits.body, connections: 2 })).status).toBe(200);
    const found = await call<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=engineer',
      maxProfiles: 3,
      limit: 50,
    });
    const created = await call<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Invitations',
      leads: found.body.profileUrls,
      sequence: {
        nodes: [
          graphNode('invite', 'send-connection', { note: 'Hi {{firstName}}!', waitPeriod: 7 }, 'Send Connection'),
        ],
        edges: [],
      },
    });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id;
    // Two invitations go out; the third lead waits for tomorrow's opening.
    const held = await eventually(
      async () => {
        const { body } = await call<{ leads: { rows: CampaignLeadRow[] } }>(
          'GET',
          `/api/campaigns/${campaignId}/state?perPage=100`,
        );
        return body.leads.rows.find((r) => r.waitReason === 'daily-limit') ?? null;
      },
      'a lead held by the daily limit',
      90_000,
      250,
    );
    // The lead's own answer gives the same why as its campaign's table, from the same function.
    const lead: LeadDetail = (await call<LeadAnswer>('GET', `/api/leads/${held.targetId}`)).body.data;
    expect(lead).toMatchObject({
      waitReason: 'daily-limit',
      waitText: '2/2 invitations today',
      waitUntil: held.waitUntil,
      waiting: true,
      doNotContact: false,
      doNotContactReason: null,
    });
    expect(lead.waitUntil).not.toBeNull();
    const until = await page.evaluate(
      (when) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
      lead.waitUntil!,
    );

    await page.goto(`${outflow.url}/leads/${held.targetId}`);
    await page.getByTestId('lead-now').waitFor();
    await expect(page.getByTestId('lead-now').textContent()).resolves.toBe(
      `Now: 2/2 invitations today — until ${until}`,
    );
    // Not listed: the page offers to stop contacting them, and shows no chip.
    await page.getByRole('button', { name: /^Stop contacting/ }).waitFor();
    expect(await page.getByTestId('lead-do-not-contact').count()).toBe(0);
    await shot('08-detail-daily-limit');
  }, 150_000);

  it('pages the list on the server: 50 leads a page, the next page on demand', async () => {
    const campaignId = `c-many-${Date.now()}`;
    const handles = Array.from({ length: 60 }, (_, i) => `many-${String(i).padStart(2, '0')}`);
    await store.appendToStream(
      campaignStream(campaignId),
      [
        {
          ...campaignCreated(
            campaignId,
            'Many leads',
            handles.map((h) => [`${campaignId}_${h}`, h]),
            // Later than every other campaign here: its leads head the list.
            '2030-01-01T10:00:00.000Z',
          ),
          metadata: { userId, actor: 'user' as const, correlationId: 'leads-e2e-paging' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const total = await eventually(async () => {
      const { body } = await api('/api/leads?perPage=1');
      return body.total >= 63 ? (body.total as number) : null;
    }, 'the 60 leads projected');

    await page.goto(`${outflow.url}/leads`);
    await page.getByText(`${total} leads`).waitFor();
    await page.getByText(`1–50 of ${total}`).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(50);
    // The newest campaign first, in its list's order.
    await expect(page.locator('tbody tr a').first().textContent()).resolves.toBe('many-00');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(`51–${Math.min(100, total)} of ${total}`).waitFor();
    await leadRow('many-50').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(Math.min(50, total - 50));
    await shot('09-second-page');
    // A search goes back to the first page of what it finds.
    await page.getByLabel('Search leads').fill('many-5');
    await page.getByText(`10 of ${total} leads`).waitFor();
    await page.getByText('1–10 of 10').waitFor();
  }, 60_000);
});
