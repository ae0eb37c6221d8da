import type { LeadAnswer, LeadList, LeadPageAnswer, LeadSummaryAnswer } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { campaignStream, campaignTargetStream, type CampaignDeleted, type LeadProfile } from '@outflow/domain';
import { io } from 'socket.io-client';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { userWith, waitForProjection } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import {
  pausedCampaignCreated,
  profileUrlOf,
  sparseProfile,
  targetProfileFetched,
} from '../../support/campaign-fixtures';

const url = profileUrlOf;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

describeWithPostgres('the leads API', () => {
  const api = useApiHarness();

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });

  /** Appends what the campaign engine and the runner append, as they would, and waits for the read model. */
  async function append(stream: string, userId: string, event: { type: string; data: unknown }) {
    const { position } = await api.eventStore.appendToStream(
      stream,
      [{ ...event, metadata: { userId, actor: 'runner', correlationId: unique('corr') } }],
      {
        expectedVersion: 'any',
      },
    );
    await waitForProjection(api, position);
  }

  async function createCampaign(userId: string, name: string, slugs: string[], createdAt: string) {
    const campaignId = unique('camp');
    const leads = slugs.map((slug) => ({ targetId: unique(slug), profileUrl: url(slug) }));
    const event = pausedCampaignCreated({ campaignId, ownerId: userId, name, leads, occurredAt: createdAt });
    await append(campaignStream(campaignId), userId, event);
    return { campaignId, targetIds: leads.map((l) => l.targetId) };
  }

  async function enrich(userId: string, campaignId: string, targetId: string, profile: Partial<LeadProfile>) {
    const event = targetProfileFetched(
      { campaignId, targetId },
      url(targetId),
      sparseProfile({ providerId: 'prov', ...profile }),
      '2026-11-22T11:00:00.000Z',
    );
    await append(campaignTargetStream(targetId), userId, event);
  }

  it('answers an empty list and summary for a user without campaigns', async () => {
    const { token } = await featureUser();
    await expect(api.request('GET', '/api/leads', { token })).resolves.toEqual({
      status: 200,
      body: { success: true, count: 0, data: [], error: null, total: 0, page: 1, perPage: 50 },
    });
    const summary = await api.request('GET', '/api/leads/summary', { token });
    expect(summary.body).toEqual({
      success: true,
      data: {
        total: 0,
        enriched: 0,
        pendingEnrichment: 0,
        byStatus: { scheduled: 0, running: 0, awaiting: 0, completed: 0, failed: 0 },
        replied: 0,
        campaigns: [],
      },
    });
  });

  it("lists, filters, summarises and shows the user's own leads in the spec's shape, and never another user's", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const founders = await createCampaign(
      alice.user.id,
      'Founders',
      ['ada-lovelace', 'alan-turing'],
      '2026-11-01T10:00:00.000Z',
    );
    const ctos = await createCampaign(alice.user.id, 'CTOs', ['grace-hopper'], '2026-11-10T10:00:00.000Z');
    const bobs = await createCampaign(bob.user.id, "Bob's", ['linus-t'], '2026-11-12T10:00:00.000Z');
    const [ada, alan] = founders.targetIds;
    const { website, ...shown } = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst of engines',
      location: 'London, United Kingdom',
      country: 'GB',
      companyName: 'Analytical Engines Ltd',
      jobTitle: 'Mathematician',
      website: 'https://ada.example.com',
    };
    await enrich(alice.user.id, founders.campaignId, ada, { ...shown, website });

    const all = await api.request<LeadList>('GET', '/api/leads', { token: alice.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, count: 3, error: null });
    // Newest campaign first, each campaign's leads in the order given.
    expect(all.body.data.map((l: { _id: string }) => l._id)).toEqual([ctos.targetIds[0], ada, alan]);
    expect(all.body.data[1]).toEqual({
      _id: ada,
      profileUrl: url('ada-lovelace'),
      // The lead row shows the profile's fields; the website is only in its profile data.
      ...shown,
      pictureUrl: null,
      profileDataFetched: true,
      profileData: expect.objectContaining({ website }),
      campaignId: founders.campaignId,
      campaignName: 'Founders',
      status: 'scheduled',
      failure: null,
      replied: false,
      addedAt: '2026-11-01T10:00:00.000Z',
      // The campaign's one sender (its profile, with the name, is not synced here).
      sender: { accountId: 'acc-1', name: null },
    });
    expect(all.body.data[2]).toMatchObject({
      _id: alan,
      firstName: null,
      profileDataFetched: false,
      profileData: { website: null },
    });

    const filtered = await api.request<LeadList>('GET', `/api/leads?campaignId=${founders.campaignId}`, {
      token: alice.token,
    });
    expect([filtered.body.count, filtered.body.data.map((l: { _id: string }) => l._id)]).toEqual([2, [ada, alan]]);
    const byCampaign = await api.request('GET', `/api/leads/campaign/${ctos.campaignId}`, { token: alice.token });
    expect(byCampaign.body).toEqual({
      success: true,
      count: 1,
      data: [expect.objectContaining({ _id: ctos.targetIds[0], campaignName: 'CTOs' })],
      error: null,
    });

    // Bob's campaign and lead do not exist for Alice; his campaign filter gives her nothing.
    const foreign = await api.request('GET', `/api/leads/campaign/${bobs.campaignId}`, { token: alice.token });
    expect(foreign).toEqual({
      status: 404,
      body: expect.objectContaining({
        statusCode: 404,
        success: false,
        errorCode: 'CAMPAIGN_NOT_FOUND',
        message: `Campaign ${bobs.campaignId} not found`,
      }),
    });
    expect(
      (await api.request<LeadList>('GET', `/api/leads?campaignId=${bobs.campaignId}`, { token: alice.token })).body
        .count,
    ).toBe(0);
    expect((await api.request('GET', `/api/leads/${bobs.targetIds[0]}`, { token: alice.token })).status).toBe(404);
    expect((await api.request('GET', '/api/leads/campaign/no-such-campaign', { token: alice.token })).status).toBe(404);

    const one = await api.request('GET', `/api/leads/${ada}`, { token: alice.token });
    // The lead with where it stands: its campaign is paused, the same why the campaign's table gives.
    expect(one).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          ...all.body.data[1],
          waitReason: 'campaign-paused',
          waitUntil: null,
          waitText: 'The campaign is paused',
          waiting: true,
          doNotContact: false,
          doNotContactReason: null,
        },
      },
    });
    const missing = await api.request('GET', '/api/leads/no-such-lead', { token: alice.token });
    expect(missing).toEqual({
      status: 404,
      body: expect.objectContaining({ success: false, errorCode: 'LEAD_NOT_FOUND', message: 'Lead not found' }),
    });

    const summary = await api.request<LeadSummaryAnswer>('GET', '/api/leads/summary', { token: alice.token });
    expect(summary.body.data).toEqual({
      total: 3,
      enriched: 1,
      pendingEnrichment: 2,
      byStatus: { scheduled: 3, running: 0, awaiting: 0, completed: 0, failed: 0 },
      replied: 0,
      campaigns: [
        { campaignId: ctos.campaignId, campaignName: 'CTOs', total: 1, enriched: 0 },
        { campaignId: founders.campaignId, campaignName: 'Founders', total: 2, enriched: 1 },
      ],
    });
    expect(
      (await api.request<LeadList>('GET', '/api/leads', { token: bob.token })).body.data.map(
        (l: { _id: string }) => l._id,
      ),
    ).toEqual(bobs.targetIds);
  });

  it('pages the leads in the list order, with how many the filter takes in all', async () => {
    const { token, user } = await featureUser();
    const older = await createCampaign(user.id, 'Older', ['p-a', 'p-b', 'p-c'], '2026-11-01T10:00:00.000Z');
    const newer = await createCampaign(user.id, 'Newer', ['p-d', 'p-e'], '2026-11-02T10:00:00.000Z');
    const order = [...newer.targetIds, ...older.targetIds];
    const page = async (query: string) =>
      (await api.request<LeadPageAnswer>('GET', `/api/leads?${query}`, { token })).body;

    const pages = await Promise.all([1, 2, 3].map((p) => page(`page=${p}&perPage=2`)));
    expect(pages.map((p) => [p.count, p.total, p.page, p.perPage])).toEqual([
      [2, 5, 1, 2],
      [2, 5, 2, 2],
      [1, 5, 3, 2],
    ]);
    expect(pages.flatMap((p) => p.data.map((l) => l._id))).toEqual(order);
    // Past the last page: no rows, the same total.
    expect(await page('page=4&perPage=2')).toMatchObject({ count: 0, data: [], total: 5 });
    // One campaign's, paged the same way.
    const second = await page(`campaignId=${older.campaignId}&page=2&perPage=2`);
    expect([second.total, second.data.map((l) => l._id)]).toEqual([3, [older.targetIds[2]]]);
    // Without paging parameters: the first 50.
    expect(await page('')).toMatchObject({ count: 5, total: 5, page: 1, perPage: 50 });
  });

  it('searches on the server, any case, over profile URL, names, headline and location, and filters by state', async () => {
    const { token, user } = await featureUser();
    const { campaignId, targetIds } = await createCampaign(
      user.id,
      'Searched',
      ['s-ada', 's-grace', 'under_score'],
      '2026-11-01T10:00:00.000Z',
    );
    const [ada] = targetIds;
    await enrich(user.id, campaignId, ada, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst at Engines',
      location: 'London, UK',
    });
    const found = async (search: string, more = '') =>
      (await api.request<LeadPageAnswer>('GET', `/api/leads?search=${encodeURIComponent(search)}${more}`, { token }))
        .body;
    const ids = async (search: string, more = '') => (await found(search, more)).data.map((l) => l._id);
    expect(await ids('LOVELACE')).toEqual([ada]);
    expect(await ids('london')).toEqual([ada]);
    expect(await ids('ENGINES')).toEqual([ada]);
    expect(await ids('s-GRACE')).toEqual([targetIds[1]]);
    // % and _ are the text itself, not patterns.
    expect(await ids('_score')).toEqual([targetIds[2]]);
    expect(await ids('%')).toEqual([]);
    expect(await found('s-', '&perPage=1')).toMatchObject({ count: 1, total: 2 });
    expect(await ids('', '&status=scheduled')).toEqual(targetIds);
    expect(await ids('', '&status=failed')).toEqual([]);
  });

  it('refuses a page, a page size or a state out of range with 400 naming the field', async () => {
    const { token } = await featureUser();
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['perPage=0', 'perPage'],
      ['perPage=1001', 'perPage'],
      ['perPage=', 'perPage'],
      ['status=replied', 'status'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ]) {
      const bad = await api.request<ApiErrorBody>('GET', `/api/leads?${query}`, { token });
      expect([query, bad.status, bad.body.field]).toEqual([query, 400, field]);
    }
  });

  it("answers a lead's Do-Not-Contact entry and why its sequence stopped, as its campaign's table does", async () => {
    const { token, user } = await featureUser();
    const slug = unique('dnc-lead');
    const { campaignId, targetIds } = await createCampaign(user.id, 'Stoppable', [slug], '2026-11-22T10:00:00.000Z');
    const before = await api.request<LeadAnswer>('GET', `/api/leads/${targetIds[0]}`, { token });
    expect(before.body.data).toMatchObject({ doNotContact: false, doNotContactReason: null, waiting: true });

    const added = await api.request('POST', '/api/do-not-contact', {
      token,
      body: { profileUrls: [url(slug)], reason: 'Existing customer' },
    });
    expect(added.status).toBe(200);
    const after = await eventually(async () => {
      const { body } = await api.request<LeadAnswer>('GET', `/api/leads/${targetIds[0]}`, { token });
      return body.data.waitReason === 'do-not-contact' ? body.data : null;
    }, 'the lead stopped by the list');
    expect(after).toMatchObject({
      status: 'completed',
      waitReason: 'do-not-contact',
      waitText: 'On the Do-Not-Contact list — sequence stopped',
      waitUntil: null,
      waiting: false,
      doNotContact: true,
      doNotContactReason: { code: 'user', reason: 'Existing customer', since: expect.any(String) },
    });
    // The campaign page's lead table says the same.
    const table = await api.request<{ leads: { rows: Array<{ waitReason: string; waiting: string }> } }>(
      'GET',
      `/api/campaigns/${campaignId}/state`,
      { token },
    );
    expect(table.body.leads.rows[0]).toMatchObject({ waitReason: after.waitReason, waiting: after.waitText });
  });

  it("takes a deleted campaign's leads off the lists", async () => {
    const { token, user } = await featureUser();
    const gone = await createCampaign(user.id, 'Gone', ['a', 'b'], '2026-11-01T10:00:00.000Z');
    const kept = await createCampaign(user.id, 'Kept', ['c'], '2026-11-02T10:00:00.000Z');
    const deleted: CampaignDeleted = {
      type: 'CampaignDeleted',
      data: { campaignId: gone.campaignId, occurredAt: '2026-11-03T10:00:00.000Z' },
    };
    await append(campaignStream(gone.campaignId), user.id, deleted);
    expect(
      (await api.request<LeadList>('GET', '/api/leads', { token })).body.data.map((l: { _id: string }) => l._id),
    ).toEqual(kept.targetIds);
    expect((await api.request('GET', `/api/leads/${gone.targetIds[0]}`, { token })).status).toBe(404);
    expect((await api.request('GET', `/api/leads/campaign/${gone.campaignId}`, { token })).status).toBe(404);
  });

  it('tells the owner, and only the owner, over the socket when a lead is enriched (lead:update)', async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const { campaignId, targetIds } = await createCampaign(
      alice.user.id,
      'Live',
      ['live-one'],
      '2026-11-01T10:00:00.000Z',
    );
    const sockets = [alice, bob].map((u) =>
      io(api.url, { auth: { token: u.token }, transports: ['websocket'], reconnection: false, forceNew: true }),
    );
    try {
      await Promise.all(sockets.map((s) => new Promise((resolve) => s.once('connected', resolve))));
      const bobHeard: unknown[] = [];
      sockets[1].on('lead:update', (payload) => bobHeard.push(payload));
      const heard = new Promise((resolve) => sockets[0].once('lead:update', resolve));
      await enrich(alice.user.id, campaignId, targetIds[0], { firstName: 'Live' });
      await expect(heard).resolves.toEqual({ leadId: targetIds[0] });
      expect(bobHeard).toEqual([]);
    } finally {
      sockets.forEach((s) => s.close());
    }
  });

  it("says which profiles of a new list the user's running or paused campaigns are still working on, whatever the URL's form", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const running = await createCampaign(
      alice.user.id,
      'Running',
      ['ada-active', 'bo-done'],
      '2026-11-01T10:00:00.000Z',
    );
    await append(campaignTargetStream(running.targetIds[1]), alice.user.id, {
      type: 'TargetCompleted',
      data: {
        campaignId: running.campaignId,
        targetId: running.targetIds[1],
        reason: 'sequence-ended',
        completedAt: '2026-11-02T10:00:00.000Z',
      },
    });
    const gone = await createCampaign(alice.user.id, 'Gone', ['cy-gone'], '2026-11-01T11:00:00.000Z');
    await append(campaignStream(gone.campaignId), alice.user.id, {
      type: 'CampaignDeleted',
      data: { campaignId: gone.campaignId, occurredAt: '2026-11-03T10:00:00.000Z' },
    });
    await createCampaign(bob.user.id, 'Bob’s', ['dee-bobs'], '2026-11-01T10:00:00.000Z');

    const asked = ['http://linkedin.com/in/ADA-ACTIVE', url('bo-done'), url('cy-gone'), url('dee-bobs'), url('nobody')];
    const res = await api.request('POST', '/api/leads/active-check', {
      token: alice.token,
      body: { profileUrls: asked },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      active: [
        {
          profileUrl: 'http://linkedin.com/in/ADA-ACTIVE',
          campaigns: [
            {
              campaignId: running.campaignId,
              campaignName: 'Running',
              leadId: running.targetIds[0],
              status: 'scheduled',
            },
          ],
        },
      ],
    });
  });

  it('refuses an active check without a list of profile URLs, naming the field, and gates it like the other lead routes', async () => {
    const { token } = await featureUser();
    const bad = await api.request<ApiErrorBody>('POST', '/api/leads/active-check', {
      token,
      body: { profileUrls: 'https://www.linkedin.com/in/x' },
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'profileUrls']);
    const unsubscribed = await api.signUp();
    expect(
      (await api.request('POST', '/api/leads/active-check', { token: unsubscribed.token, body: { profileUrls: [] } }))
        .status,
    ).toBe(402);
  });

  it('refuses unknown query parameters, and is a feature gated by the subscription', async () => {
    const { token } = await featureUser();
    const bad = await api.request<ApiErrorBody>('GET', '/api/leads?userId=someone-else', { token });
    expect([bad.status, bad.body.field]).toEqual([400, 'userId']);
    const unsubscribed = await api.signUp();
    for (const path of ['/api/leads', '/api/leads/summary', '/api/leads/campaign/x', '/api/leads/x']) {
      expect([path, (await api.request('GET', path, { token: unsubscribed.token })).status]).toEqual([path, 402]);
    }
  });
});
