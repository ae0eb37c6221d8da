import type {
  ApiKeyList,
  CampaignAnswer,
  CampaignHistoryPage,
  ContactPage,
  CreatedApiKey,
  DoNotContactPage,
} from '@outflow/api-contract';
import { useApiHarness } from '../../support/api-suite';
import { VIEW_ONLY_GRAPH } from '../../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { startRealApp, type RunningTestApp } from '../../../apps/api/src/access/testing/test-app';

const sequence = VIEW_ONLY_GRAPH;

describeWithPostgres('API keys: Settings → API keys, and every route by key within its scopes', () => {
  let other: RunningTestApp | undefined;
  // Declared before the harness: the second API process stops before the stores it shares.
  afterAll(async () => other?.close());
  const api = useApiHarness({ env: { API_RATE_LIMIT_PER_KEY: '30', API_RATE_LIMIT_PER_USER: '1000' } });

  const createKey = (token: string, body: unknown) =>
    api.request<CreatedApiKey>('POST', '/api/api-keys', { token, body });
  const newCampaign = async (token: string) => {
    const created = await api.request<CampaignAnswer>('POST', '/api/campaigns', {
      token,
      body: { name: 'Founders', leads: ['https://www.linkedin.com/in/ada-lovelace'], sequence },
    });
    expect(created.status).toBe(201);
    return created.body.campaign._id;
  };

  it('creates a key shown once, lists it by prefix, creation, creator and last use, never the key', async () => {
    const { token, user } = await userWith(api, { trial: true, linkedIn: true });
    const created = await createKey(token, { name: ' CRM sync ', scopes: ['leads:read', 'campaigns:write'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'CRM sync',
      key: expect.stringMatching(/^ofk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/),
      prefix: created.body.key.slice(0, 12),
      scopes: ['campaigns:write', 'leads:read'],
    });
    const before = await api.request<ApiKeyList>('GET', '/api/api-keys', { token });
    expect(before.body.data).toEqual([
      {
        id: created.body.id,
        name: 'CRM sync',
        prefix: created.body.prefix,
        scopes: ['campaigns:write', 'leads:read'],
        createdAt: expect.any(String),
        lastUsedAt: null,
        createdBy: { id: user.id, name: user.name },
      },
    ]);
    expect(JSON.stringify(before.body)).not.toContain(created.body.key);

    const me = await api.request<{ id: string; roles: string[] }>('GET', '/api/auth/me', { token: created.body.key });
    expect(me).toMatchObject({ status: 200, body: { id: user.id, roles: ['user'] } });
    const after = await api.request<ApiKeyList>('GET', '/api/api-keys', { token });
    expect(after.body.data[0].lastUsedAt).not.toBeNull();
  });

  it.each([
    [{ name: '  ', scopes: ['leads:read'] }, 'name'],
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['leads:admin'] }, 'scopes'],
    [{ name: 'x', scopes: 'leads:read' }, 'scopes'],
  ])('refuses %p with 400 naming %s, storing nothing', async (body, field) => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const answer = await createKey(token, body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
    expect((await api.request<ApiKeyList>('GET', '/api/api-keys', { token })).body.data).toEqual([]);
  });

  it('a key with a read scope reads but cannot write: 403 naming the missing scope', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const campaignId = await newCampaign(token);
    const { key } = (await createKey(token, { name: 'reader', scopes: ['campaigns:read'] })).body;
    expect((await api.request('GET', `/api/campaigns/${campaignId}`, { token: key })).status).toBe(200);
    const write = await api.request('PATCH', `/api/campaigns/${campaignId}/status`, {
      token: key,
      body: { status: 'paused' },
    });
    expect(write).toMatchObject({
      status: 403,
      body: {
        errorCode: 'API_KEY_SCOPE_MISSING',
        missingScope: 'campaigns:write',
        message: 'This API key lacks the scope campaigns:write',
      },
    });
    expect((await api.request('GET', '/api/leads', { token: key })).body).toMatchObject({ missingScope: 'leads:read' });
  });

  it('no key manages keys, signs out or reaches billing: 403 API_KEY_NOT_ALLOWED', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const { key } = (await createKey(token, { name: 'all', scopes: ['settings:write', 'campaigns:write'] })).body;
    for (const [method, path] of [
      ['POST', '/api/api-keys'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/subscriptions/create-checkout-session'],
    ])
      expect([
        path,
        (await api.request(method, path, { token: key, body: method === 'GET' ? undefined : {} })).body,
      ]).toMatchObject([path, { errorCode: 'API_KEY_NOT_ALLOWED' }]);
  });

  it('records what a key does with the actor api-key:<name>, in the events and the timeline', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const campaignId = await newCampaign(token);
    const { key } = (await createKey(token, { name: 'Zapier', scopes: ['campaigns:write'] })).body;
    const paused = await api.request('PATCH', `/api/campaigns/${campaignId}/status`, {
      token: key,
      body: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    const history = await api.request<CampaignHistoryPage>(
      'GET',
      `/api/campaigns/${campaignId}/history?actor=api-key`,
      {
        token,
      },
    );
    expect(history.body.entries.map((e) => [e.type, e.actor])).toEqual([['CampaignStatusChanged', 'api-key:Zapier']]);
    const one = await api.request<CampaignHistoryPage>(
      'GET',
      `/api/campaigns/${campaignId}/history?actor=${encodeURIComponent('api-key:Zapier')}`,
      { token },
    );
    expect(one.body.entries).toHaveLength(1);
  });

  it('refuses a revoked key on the next call', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const created = (await createKey(token, { name: 'short-lived', scopes: ['campaigns:read'] })).body;
    expect((await api.request('GET', '/api/campaigns', { token: created.key })).status).toBe(200);
    expect((await api.request('DELETE', `/api/api-keys/${created.id}`, { token })).status).toBe(200);
    expect(await api.request('GET', '/api/campaigns', { token: created.key })).toMatchObject({
      status: 401,
      body: { errorCode: 'INVALID_API_KEY' },
    });
    expect((await api.request<ApiKeyList>('GET', '/api/api-keys', { token })).body.data).toEqual([]);
    expect((await api.request('DELETE', `/api/api-keys/${created.id}`, { token })).status).toBe(404);
    expect((await api.request('GET', '/api/campaigns', { token: 'ofk_abcdefgh_notakey' })).status).toBe(401);
  });

  it('refuses a revoked key on the next call to another API process too', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const { config, eventStore, readDb, clock, bus } = api;
    other = await startRealApp({ config, eventStore, readDb, clock, bus });
    const created = (await createKey(token, { name: 'two-processes', scopes: ['campaigns:read'] })).body;
    const there = (key: string) =>
      fetch(`${other!.url}/api/campaigns`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { errorCode?: string },
      }));
    expect((await there(created.key)).status).toBe(200);
    expect((await api.request('DELETE', `/api/api-keys/${created.id}`, { token })).status).toBe(200);
    expect(await there(created.key)).toMatchObject({ status: 401, body: { errorCode: 'INVALID_API_KEY' } });
  });

  it('holds the Do-Not-Contact routes to the contacts scope: read to list, write to add or remove', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const key = async (scopes: string[]) => (await createKey(token, { name: scopes.join(' '), scopes })).body.key;
    const leadsOnly = await key(['leads:write']);
    const reader = await key(['contacts:read']);
    const writer = await key(['contacts:write']);
    const add = { profileUrls: ['https://www.linkedin.com/in/ada-lovelace'], reason: 'Customer' };

    for (const [method, path, token_, missing] of [
      ['GET', '/api/do-not-contact', leadsOnly, 'contacts:read'],
      ['GET', '/api/contacts', leadsOnly, 'contacts:read'],
      ['POST', '/api/do-not-contact', leadsOnly, 'contacts:write'],
      ['POST', '/api/do-not-contact', reader, 'contacts:write'],
      ['DELETE', '/api/do-not-contact/ada-lovelace', reader, 'contacts:write'],
    ])
      expect([
        method,
        path,
        await api.request(method, path, { token: token_, body: method === 'POST' ? add : undefined }),
      ]).toMatchObject([
        method,
        path,
        { status: 403, body: { errorCode: 'API_KEY_SCOPE_MISSING', missingScope: missing } },
      ]);
    expect((await api.request<DoNotContactPage>('GET', '/api/do-not-contact', { token })).body.total).toBe(0);

    expect(await api.request('POST', '/api/do-not-contact', { token: writer, body: add })).toMatchObject({
      status: 200,
      body: { added: 1 },
    });
    const listed = await api.request<DoNotContactPage>('GET', '/api/do-not-contact', { token: reader });
    expect(listed).toMatchObject({
      status: 200,
      body: { total: 1, items: [{ id: 'ada-lovelace', reason: 'Customer' }] },
    });
    const contacts = await api.request<ContactPage>('GET', '/api/contacts?search=ada', { token: reader });
    expect(contacts).toMatchObject({
      status: 200,
      body: { total: 1, items: [{ id: 'ada-lovelace', doNotContact: { code: 'user', reason: 'Customer' } }] },
    });
    expect((await api.request('DELETE', '/api/do-not-contact/ada-lovelace', { token: writer })).status).toBe(200);
    expect((await api.request<DoNotContactPage>('GET', '/api/do-not-contact', { token: reader })).body.total).toBe(0);
  });

  it('counts a key by its own rate limit, apart from its owner', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const { key } = (await createKey(token, { name: 'busy', scopes: ['campaigns:read'] })).body;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api.request('GET', '/api/campaigns', { token: key })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await api.request('GET', '/api/campaigns', { token })).status).toBe(200);
  });
});
