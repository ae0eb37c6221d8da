import { redactedUrl } from './redacted-url';

describe('URLs in the access log', () => {
  it.each([
    ['/api/webhooks/unipile/hosted-auth?token=abc-DEF_123', '/api/webhooks/unipile/hosted-auth?token=[Redacted]'],
    ['/api/x?a=1&token=secret&b=2', '/api/x?a=1&token=[Redacted]&b=2'],
    ['/socket.io/?EIO=4&transport=polling&token=eyJ.a.b', '/socket.io/?EIO=4&transport=polling&token=[Redacted]'],
    ['/sandbox/hosted-auth/Zm9vYmFy?x=1', '/sandbox/hosted-auth/[Redacted]?x=1'],
    ['/api/campaigns?limit=10', '/api/campaigns?limit=10'],
  ])('keeps the route of %s without its secret', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
