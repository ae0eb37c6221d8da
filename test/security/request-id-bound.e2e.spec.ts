/**
 * Finding 12 (issue 18): `X-Request-Id` was stored unbounded as the correlation id (8,000 characters
 * in an event's metadata; ids are bounded at 255 elsewhere). Now a caller's request id is kept only
 * when it is an id (one header, at most 128 characters of an id's alphabet); otherwise the request
 * gets an id of its own.
 */
import { userStream } from '@outflow/domain';
import { useApiHarness } from '../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeWithPostgres('X-Request-Id as the correlation id (finding 12)', () => {
  const logLines: string[] = [];
  const api = useApiHarness({ logLines, env: { LOG_LEVEL: 'info' } });

  const signOutWith = async (requestId: string) => {
    const { token, user } = await api.signUp();
    const res = await api.request('POST', '/api/auth/logout', { token, headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    const events = await api.eventStore.readStream(userStream(user.id));
    return events.find((e) => e.type === 'UserSignedOut')!.metadata.correlationId;
  };

  it('keeps a caller’s request id that is an id, end to end', async () => {
    expect(await signOutWith('req-42_abc.def:1')).toBe('req-42_abc.def:1');
  });

  it.each([
    ['8,000 characters', 'x'.repeat(8000)],
    ['129 characters', 'y'.repeat(129)],
    ['spaces and quotes', 'a b "c"'],
    ['a JSON document', '{"$where":"1"}'],
  ])('replaces one of %s with an id of its own, in the events and the logs', async (_, requestId) => {
    const correlationId = await signOutWith(requestId);
    expect(correlationId).toMatch(UUID);
    expect(logLines.some((line) => line.includes(requestId))).toBe(false);
  });
});
