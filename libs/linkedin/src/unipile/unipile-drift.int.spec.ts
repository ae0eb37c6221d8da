/**
 * The adapter against a local server speaking Unipile's API with answers that drifted from the
 * SDK's schemas (the recorded answers of fixtures/, each with one field changed): it keeps working
 * on the fields it reads, counts each mismatch, and logs each (call, field) once. Also what the
 * thin fetch makes of a 429's Retry-After header.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RateLimitedError } from '../errors';
import { UnipileLinkedInProvider } from './unipile-linkedin-provider';

const fixture = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', file), 'utf8'));

describe('Unipile adapter: answers that drift from the SDK schemas, and Retry-After', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const route = (req.url ?? '').split('?')[0];
      if (route === '/api/v1/accounts/acc-1')
        return json(200, { ...fixture('account.json'), id: 'acc-1', current_signature: null });
      if (route === '/api/v1/users/grace-hopper-1906')
        return json(200, { ...fixture('user-profile.json'), headline: null, websites: 'https://grace.example.org' });
      if (route === '/api/v1/users/busy-member') {
        return json(
          429,
          { status: 429, type: 'errors/too_many_requests', title: 'Too many requests' },
          { 'retry-after': '7' },
        );
      }
      if (route === '/api/v1/users/gateway-member') {
        res.writeHead(429, { 'content-type': 'text/html', 'retry-after': 'Wed, 21 Oct 2037 07:28:00 GMT' });
        return res.end('<html>Slow down</html>');
      }
      json(404, { status: 404, type: 'errors/resource_not_found', title: 'Resource not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  const adapter = (log: string[], options: { sandbox?: boolean } = {}) =>
    new UnipileLinkedInProvider({ dsn: url, apiKey: 'k', retry: { retries: 0 }, log: (m) => log.push(m), ...options });

  it('keeps mapping a drifted account, counts every mismatch and logs each call and field once', async () => {
    const log: string[] = [];
    const provider = adapter(log);
    for (let i = 0; i < 3; i++) {
      expect(await provider.getAccount('acc-1')).toMatchObject({
        accountId: 'acc-1',
        status: 'connected',
        providerId: 'ACoAAAB9kT8BxQ2fV0wYc3mP1sHl7uRz4eNdJ6o',
      });
    }
    expect(provider.answerDrift()).toEqual({
      mismatchedAnswers: 3,
      mismatches: 3,
      mismatchedFields: ['GET /accounts/{id} /current_signature'],
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toContain('GET /accounts/{id} /current_signature');
    expect(log[0]).toContain('Expected string');
  });

  it('does the same for answers read by the thin fetch (the profile lookup), field by field', async () => {
    const log: string[] = [];
    const provider = adapter(log);
    const profile = await provider.getProfile('acc-1', {
      publicIdOrUrl: 'https://www.linkedin.com/in/grace-hopper-1906/',
    });
    expect(profile).toMatchObject({
      providerId: 'ACoAAC1bYx0QvK7pTn4sWm9LhEe2uJrF8cDgZ5w',
      headline: null,
      fullName: 'Grace Hopper',
      company: 'Eckert-Mauchly',
    });
    await provider.getProfile('acc-1', { publicIdOrUrl: 'grace-hopper-1906' });
    expect(provider.answerDrift()).toEqual({
      mismatchedAnswers: 2,
      mismatches: 4,
      mismatchedFields: ['GET /users/{id} /headline', 'GET /users/{id} /websites'],
    });
    expect(log).toHaveLength(2);
  });

  it("reads a 429's Retry-After header: seconds, or an HTTP date from a gateway without a JSON body", async () => {
    const provider = adapter([]);
    const limited = await provider.getProfile('acc-1', { publicIdOrUrl: 'busy-member' }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect(limited).toMatchObject({ status: 429, retryAfterMs: 7000 });
    const gateway = await provider.getProfile('acc-1', { publicIdOrUrl: 'gateway-member' }).catch((e: unknown) => e);
    expect(gateway).toBeInstanceOf(RateLimitedError);
    expect((gateway as RateLimitedError).retryAfterMs).toBeGreaterThan(365 * 86_400_000);
  });

  it('supports every sequence action but follow against Unipile, and follow too against the sandbox', () => {
    const unipile = adapter([]).capabilities();
    expect(unipile.has('follow-profile')).toBe(false);
    expect([...unipile].sort()).toEqual([
      'check-connection',
      'check-response',
      'endorse-skill',
      'like-post',
      'send-connection',
      'send-inmail',
      'send-message',
      'view-profile',
    ]);
    expect(adapter([], { sandbox: true }).capabilities().has('follow-profile')).toBe(true);
  });
});
