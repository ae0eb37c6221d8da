/**
 * Finding 10 (issue 18): `GET /api/access-log?page=` (empty), `?perPage=` and
 * `?page=99999999999999999999` answered 500. Page parameters are validated like every other query:
 * 400 naming the field, on every paged list.
 */
import type { CampaignCreated } from '@outflow/api-contract';
import { userWith } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import type { ApiErrorBody } from '../../apps/api/src/common/api-error';
import { useApiHarness } from '../support/api-suite';
import { graphEdge, graphNode } from '../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { signUpSupport } from '../support/support-staff';

const BAD: ReadonlyArray<[query: string, field: string]> = [
  ['page=', 'page'],
  ['perPage=', 'perPage'],
  ['page=99999999999999999999', 'page'],
  ['page=1e400', 'page'],
  ['page=-1', 'page'],
  ['page=1.5', 'page'],
  ['page=abc', 'page'],
  ['page=1&page=2', 'page'],
  ['perPage=0', 'perPage'],
  ['perPage=99999999999999999999', 'perPage'],
];

describeWithPostgres('page parameters (finding 10)', () => {
  const api = useApiHarness();

  it('answers 400 naming the field on every paged list, and the lists still page', async () => {
    const owner = await userWith(api, { trial: true, linkedIn: true });
    const support = await signUpSupport(api);
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token: owner.token,
      body: {
        name: 'Paged',
        leads: ['https://www.linkedin.com/in/ada-lovelace'],
        sequence: {
          nodes: [graphNode('view', 'view-profile'), graphNode('msg', 'send-message', { message: 'Hi' })],
          edges: [graphEdge('view', 'msg', 3_600_000)],
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.campaign._id;
    const lists: ReadonlyArray<[path: string, token: string]> = [
      ['/api/access-log', owner.token],
      [`/api/campaigns/${id}/history`, owner.token],
      [`/api/campaigns/${id}/state`, owner.token],
      [`/api/support/users/${owner.user.id}/campaigns/${id}/history`, support.token],
      [`/api/support/users/${owner.user.id}/campaigns/${id}/state`, support.token],
    ];
    const wrong: string[] = [];
    for (const [path, token] of lists) {
      for (const [query, field] of BAD) {
        const answer = await api.request<ApiErrorBody>('GET', `${path}?${query}`, { token });
        if (answer.status !== 400 || answer.body.field !== field)
          wrong.push(`${path}?${query} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      }
      expect([path, (await api.request('GET', `${path}?page=2&perPage=1`, { token })).status]).toEqual([path, 200]);
    }
    for (const query of ['limit=', 'skip=', 'limit=99999999999999999999', 'skip=-1'])
      if ((await api.request('GET', `/api/messages/chats?${query}`, { token: owner.token })).status !== 400)
        wrong.push(`/api/messages/chats?${query}`);
    const replay = await api.request<ApiErrorBody>('GET', `/api/campaigns/${id}/state?event=99999999999999999999`, {
      token: owner.token,
    });
    expect([replay.status, replay.body.field]).toEqual([400, 'event']);
    expect(wrong).toEqual([]);
  });
});
