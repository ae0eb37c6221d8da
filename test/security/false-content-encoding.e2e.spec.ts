/**
 * Finding 9 (issue 18): a JSON body sent with `Content-Encoding: gzip|br|deflate` that is not
 * compressed answered 500 with a stack trace in the log (login and webhooks included). It is the
 * client's fault: 400 naming the encoding, nothing logged as a server error.
 */
import { gzipSync } from 'node:zlib';
import { useApiHarness } from '../support/api-suite';
import { rawRequest } from '../support/raw-request';
import { describeWithPostgres } from '@outflow/testing';

const ROUTES: ReadonlyArray<[method: string, path: string]> = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/signup'],
  ['POST', '/api/webhooks/unipile/messaging'],
  ['POST', '/api/webhooks/unipile/hosted-auth'],
  ['POST', '/api/subscriptions/webhook'],
  ['POST', '/api/campaigns'],
];

describeWithPostgres('a body whose Content-Encoding lies (finding 9)', () => {
  const logLines: string[] = [];
  const api = useApiHarness({ logLines, env: { LOG_LEVEL: 'warn' } });
  const body = JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery' });

  it.each(['gzip', 'br', 'deflate'])(
    'answers 400 to a body that is not %s, on every route that reads one, and logs no error',
    async (encoding) => {
      for (const [method, path] of ROUTES) {
        const answer = await rawRequest(api.url, method, path, {
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body,
        });
        expect([path, answer.status, answer.body]).toEqual([
          path,
          400,
          expect.objectContaining({ errorCode: 'UNREADABLE_BODY', message: expect.stringContaining(encoding) }),
        ]);
      }
      expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
    },
  );

  it('answers 415 to an encoding it does not know, and reads a body that is really compressed', async () => {
    const unknown = await rawRequest(api.url, 'POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      body,
    });
    expect(unknown.status).toBe(415);
    const real = await rawRequest(api.url, 'POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(body),
    });
    expect([real.status, real.body]).toEqual([401, expect.objectContaining({ statusCode: 401 })]);
  });
});
