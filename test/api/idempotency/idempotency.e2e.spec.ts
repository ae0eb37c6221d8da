import type { CampaignAnswer, CampaignList } from '@outflow/api-contract';
import { campaignStream } from '@outflow/domain';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { IDEMPOTENCY_SCHEMA } from '../../../apps/api/src/idempotency/idempotent-requests';

const node = (id: string, type: string) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params: {} },
});
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** A campaign of two leads of its own (a member is in one running campaign at a time). */
const campaign = (name: string) => ({
  name,
  leads: [`https://www.linkedin.com/in/ada-${slug(name)}`, `https://www.linkedin.com/in/grace-${slug(name)}`],
  sequence: { nodes: [node('view', 'view-profile')], edges: [] },
});

describeWithPostgres('Idempotency-Key on writes', () => {
  const api = useApiHarness();
  const featureUser = () => userWith(api, { trial: true, linkedIn: true });

  /** A request with its answer's headers (the harness's own request does not give them). */
  const send = async (method: string, path: string, token: string, body: unknown, key?: string) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as CampaignAnswer };
  };
  const campaignIds = async (token: string) =>
    (await api.request<CampaignList>('GET', '/api/campaigns', { token })).body.campaigns.map((c) => c._id);
  const createdEvents = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => api.eventStore.readStream(campaignStream(id))))).flat();

  it('answers the first answer to a key again, without running the request again', async () => {
    const { token } = await featureUser();
    const key = randomUUID();
    const first = await send('POST', '/api/campaigns', token, campaign('Founders'), key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send('POST', '/api/campaigns', token, campaign('Founders'), key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const ids = await campaignIds(token);
    expect(ids).toEqual([first.body.campaign._id]);
    expect((await createdEvents(ids)).map((e) => e.type)).toEqual(['CampaignCreated']);
  });

  it('runs requests without a key, or with different keys, each time', async () => {
    const { token } = await featureUser();
    await send('POST', '/api/campaigns', token, campaign('One'));
    await send('POST', '/api/campaigns', token, campaign('Two'));
    await send('POST', '/api/campaigns', token, campaign('Three'), randomUUID());
    await send('POST', '/api/campaigns', token, campaign('Four'), randomUUID());
    expect(await campaignIds(token)).toHaveLength(4);
  });

  it("keeps each user's keys apart", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const key = randomUUID();
    const hers = await send('POST', '/api/campaigns', alice.token, campaign('Shared key'), key);
    const his = await send('POST', '/api/campaigns', bob.token, campaign('Shared key'), key);
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(his.headers.get('idempotent-replayed')).toBeNull();
    expect(await campaignIds(bob.token)).toEqual([his.body.campaign._id]);
    expect(his.body.campaign._id).not.toBe(hers.body.campaign._id);
  });

  it('refuses a key reused for another request (422), and a malformed key (400), storing nothing', async () => {
    const { token } = await featureUser();
    const key = randomUUID();
    await send('POST', '/api/campaigns', token, campaign('First'), key);
    const other = await send('POST', '/api/campaigns', token, campaign('Second'), key);
    expect(other).toMatchObject({
      status: 422,
      body: { errorCode: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' },
    });
    const bad = await send('POST', '/api/campaigns', token, campaign('Third'), 'k'.repeat(256));
    expect(bad).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    expect(await campaignIds(token)).toHaveLength(1);
  });

  it('creates one campaign for a key sent many times at once; the others wait (409) or get the answer', async () => {
    const { token } = await featureUser();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/api/campaigns', token, campaign('Burst'), key)),
    );
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.campaign._id)).size).toBe(1);
    expect(await campaignIds(token)).toEqual([created[0].body.campaign._id]);
  });

  it('a retry after the API died mid-request finds the campaign the first run created, and appends nothing', async () => {
    const { token, user } = await featureUser();
    const key = randomUUID();
    // What a first run killed after its append leaves: the key claimed with a lease that ran out, and its campaign.
    const first = await send('POST', '/api/campaigns', token, campaign('Killed'), key);
    await sql`UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      SET running = true, status = NULL, body = NULL, lease_until = now() - interval '1 second'
      WHERE user_id = ${user.id} AND key = ${key}`.execute(api.readDb);
    const retry = await send('POST', '/api/campaigns', token, campaign('Killed'), key);
    expect(retry.status).toBe(201);
    expect(retry.body.campaign._id).toBe(first.body.campaign._id);
    const ids = await campaignIds(token);
    expect(ids).toEqual([first.body.campaign._id]);
    expect((await createdEvents(ids)).map((e) => e.type)).toEqual(['CampaignCreated']);
  });

  it('answers 409 while the first request with the key is still running in a live process', async () => {
    const { token, user } = await featureUser();
    const key = randomUUID();
    await send('POST', '/api/campaigns', token, campaign('Slow'), key);
    await sql`UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')}
      SET running = true, status = NULL, body = NULL, lease_until = now() + interval '1 minute'
      WHERE user_id = ${user.id} AND key = ${key}`.execute(api.readDb);
    expect((await send('POST', '/api/campaigns', token, campaign('Slow'), key)).status).toBe(409);
  });

  it('forgets a key after 24 hours: the same key then makes a new campaign', async () => {
    const { token, user } = await featureUser();
    const key = randomUUID();
    const first = await send('POST', '/api/campaigns', token, campaign('Yesterday'), key);
    // Ended, so its members may be taken by the new one.
    await send('PATCH', `/api/campaigns/${first.body.campaign._id}/status`, token, { status: 'completed' });
    await sql`UPDATE ${sql.id(IDEMPOTENCY_SCHEMA, 'requests')} SET created_at = now() - interval '25 hours'
      WHERE user_id = ${user.id} AND key = ${key}`.execute(api.readDb);
    const later = await send('POST', '/api/campaigns', token, campaign('Yesterday'), key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.campaign._id).not.toBe(first.body.campaign._id);
    expect(await campaignIds(token)).toHaveLength(2);
  });

  it('keeps no answer for a refused request: its retry is decided again', async () => {
    const { token } = await featureUser();
    const key = randomUUID();
    const refused = await send('POST', '/api/campaigns', token, { ...campaign(''), name: '' }, key);
    expect(refused.status).toBe(400);
    const again = await send('POST', '/api/campaigns', token, { ...campaign(''), name: '' }, key);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a status change (launch): one CampaignStatusChanged for the key', async () => {
    const { token } = await featureUser();
    const created = await send('POST', '/api/campaigns', token, campaign('Launch'));
    const id = created.body.campaign._id;
    await send('PATCH', `/api/campaigns/${id}/status`, token, { status: 'paused' });
    const key = randomUUID();
    const start = await send('PATCH', `/api/campaigns/${id}/status`, token, { status: 'active' }, key);
    expect(start).toMatchObject({ status: 200, body: { campaign: { status: 'active' } } });
    await send('PATCH', `/api/campaigns/${id}/status`, token, { status: 'paused' });
    const replayed = await send('PATCH', `/api/campaigns/${id}/status`, token, { status: 'active' }, key);
    expect(replayed).toMatchObject({ status: 200, body: start.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const events = await api.eventStore.readStream(campaignStream(id));
    expect(events.filter((e) => e.type === 'CampaignStatusChanged')).toHaveLength(3);
  });
});
