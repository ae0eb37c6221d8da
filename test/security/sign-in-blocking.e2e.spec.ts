/**
 * Finding 6 (issue 18): "Sign-in can be blocked for others". 95 parallel logins from one address drew
 * 29 × 503 SIGN_IN_BUSY and made a real user elsewhere wait 23 s; ten wrong passwords locked any
 * known e-mail for 15 minutes, even for the right password from the owner's usual address. Now the
 * argon2 queue serves client addresses in turn (one address holds at most 16 places), and the e-mail
 * lock does not apply to an address that e-mail has signed in from before.
 */
import type { Session } from '@outflow/api-contract';
import { useApiHarness } from '../support/api-suite';
import { describeWithPostgres, eventually } from '@outflow/testing';

/** The API behind a proxy on this machine, which names each client in X-Forwarded-For. */
const env = { TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_ADDRESS: '1000' };
const FLOOD = '203.0.113.9';
const OWNER_HOME = '198.51.100.4';
const ELSEWHERE = '192.0.2.77';

describeWithPostgres('sign-in cannot be blocked for others (finding 6)', () => {
  const api = useApiHarness({ env });
  const logIn = (email: string, password: string, from: string) =>
    fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Session & { errorCode?: string } }));
  const signUp = (email: string, password: string, from: string) =>
    fetch(`${api.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password, name: 'Owner' }),
    });

  it('serves a sign-in from elsewhere in its turn while one address floods the queue', async () => {
    expect((await signUp('fair@example.com', 'the right password', OWNER_HOME)).status).toBe(201);
    const finished: string[] = [];
    const flood = Array.from({ length: 60 }, (_, i) =>
      logIn(`flood-${i}@example.com`, 'a wrong password', FLOOD).then((answer) => {
        finished.push(`flood ${answer.status}`);
        return answer;
      }),
    );
    // The flood holds all its places once the server tells one of its requests to retry; only then
    // does the owner ask, so the order measured is the queue's, not the client's connections'.
    const PLACES = 16;
    await eventually(async () => finished.includes('flood 503'), 'the flood to fill its places', 60_000);
    const sentAt = finished.length;
    const owner = await logIn('fair@example.com', 'the right password', ELSEWHERE).then((answer) => {
      finished.push(`owner ${answer.status}`);
      return answer;
    });
    const flooded = await Promise.all(flood);
    expect(owner.status).toBe(200);
    // The flood holds its places. First come, first served, the owner would wait for every one of them;
    // in turn, for the check that was running and about one more (a few, as answers race back).
    const afterOwnerAsked = finished.slice(sentAt).filter((f) => f === 'flood 401' || f.startsWith('owner'));
    const before = afterOwnerAsked.indexOf('owner 200');
    expect(before).toBeLessThanOrEqual(4);
    // …while most of the flood still waited its turn behind it.
    expect(afterOwnerAsked.length - 1 - before).toBeGreaterThanOrEqual(PLACES / 2);
    const busy = flooded.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.body.errorCode === 'SIGN_IN_BUSY')).toBe(true);
    // Sixty argon2 checks a third of a second each, one at a time: half a minute on a loaded machine.
  }, 120_000);

  it('keeps the e-mail lock for guessers, but not for its owner at an address they signed in from before', async () => {
    expect((await signUp('locked@example.com', 'the owners password', OWNER_HOME)).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await logIn('locked@example.com', `guess ${i}`, FLOOD)).status).toBe(401);
    expect((await logIn('locked@example.com', 'guess 10', FLOOD)).status).toBe(429);
    // The right password from the guesser's address, or an address never used: still locked.
    expect((await logIn('locked@example.com', 'the owners password', FLOOD)).status).toBe(429);
    expect((await logIn('locked@example.com', 'the owners password', ELSEWHERE)).status).toBe(429);
    // The owner at home signs in, again and again, however long the guessing goes on.
    for (let i = 0; i < 3; i++) {
      expect((await logIn('locked@example.com', `more guessing ${i}`, FLOOD)).status).toBe(429);
      const home = await logIn('locked@example.com', 'the owners password', OWNER_HOME);
      expect([home.status, typeof home.body.accessToken]).toEqual([200, 'string']);
    }
  });
});
