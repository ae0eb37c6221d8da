/**
 * Finding 13 (issue 18): authenticated JSON answers carried no `Cache-Control: no-store`, and no
 * answer carried a `Permissions-Policy`. Now every API answer (data, errors, sign-in's token) says
 * no-store, and every answer denies the browser features the app never uses.
 */
import { useApiHarness } from '../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';

describeWithPostgres('Cache-Control and Permissions-Policy (finding 13)', () => {
  const api = useApiHarness();

  it('marks every API answer no-store, signed in or not, success or error, and denies unused browser features', async () => {
    const { token } = await api.signUp({ email: 'cache@example.com', password: 'correct horse battery' });
    const answers = await Promise.all([
      fetch(`${api.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
      fetch(`${api.url}/api/access-log`, { headers: { authorization: `Bearer ${token}` } }),
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cache@example.com', password: 'correct horse battery' }),
      }),
      fetch(`${api.url}/api/auth/me`),
      fetch(`${api.url}/api/no-such-route`, { headers: { authorization: `Bearer ${token}` } }),
      fetch(`${api.url}/api/health`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 401, 404, 200]);
    for (const res of answers) {
      expect([res.url, res.headers.get('cache-control')]).toEqual([res.url, 'no-store']);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(feature);
    }
  });
});
