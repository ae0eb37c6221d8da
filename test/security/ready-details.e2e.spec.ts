/**
 * Finding 14 (issue 18): `/api/ready` told anyone the parked-event count and the provider's error
 * counts. Now anyone reads ready or not; the checks, parked events and provider drift go to this
 * machine (a direct loopback request) or to a bearer of OPERATOR_TOKEN only.
 */
import { useApiHarness } from '../support/api-suite';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../support/poison-event';

const OPERATOR_TOKEN = 'operator-token-for-the-ready-test';
/** What a request through a proxy (nginx in the compose file) carries: a client elsewhere. */
const PROXIED = { 'x-forwarded-for': '203.0.113.7' };

describeWithPostgres('what /api/ready tells whom (finding 14)', () => {
  const api = useApiHarness({ env: { OPERATOR_TOKEN } });
  const ready = (headers: Record<string, string> = {}) =>
    api.request<Record<string, unknown>>('GET', '/api/ready', { headers });

  it('answers anyone else ready or not, and the details to this machine or the operator token', async () => {
    await api.eventStore.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('someone')], {
      expectedVersion: 'any',
    });
    const local = await eventually(async () => {
      const answer = await ready();
      return answer.body.status === 'degraded' && answer;
    }, 'the projector to park the event');
    expect(local.body).toMatchObject({ parkedEvents: 1, checks: { database: 'up', eventStore: 'up', bus: 'up' } });

    const elsewhere: Array<Record<string, string>> = [
      PROXIED,
      { forwarded: 'for=203.0.113.7' },
      { ...PROXIED, authorization: 'Bearer wrong-token-wrong-token' },
    ];
    for (const headers of elsewhere) expect(await ready(headers)).toEqual({ status: 200, body: { status: 'ready' } });

    const operator = await ready({ ...PROXIED, authorization: `Bearer ${OPERATOR_TOKEN}` });
    expect(operator).toMatchObject({ status: 200, body: { status: 'degraded', parkedEvents: 1 } });
  });
});
