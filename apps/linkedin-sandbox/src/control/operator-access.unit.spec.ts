import { forwardedClients, isLoopbackAddress, isOperatorRequest } from './operator-access';

describe('who counts as the operator of the sandbox', () => {
  it.each(['127.0.0.1', '127.9.8.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', 'localhost', 'unknown', '_hidden', '', undefined])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('reads every client a proxy names, in all three headers', () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 127.0.0.1', forwarded: 'for=198.51.100.2;proto=https, for="[2001:db8::3]:80", for=198.51.100.4:8080', 'x-real-ip': '198.51.100.5' };
    expect(forwardedClients(headers)).toEqual(['198.51.100.1', '127.0.0.1', '198.51.100.5', '198.51.100.2', '2001:db8::3', '198.51.100.4']);
  });

  it('given a caller on the network, when it has no token, then it is refused; with the token it is let in', () => {
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: {} }, 'secret-token')).toBe(false);
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: { authorization: 'Bearer secret-token' } }, 'secret-token')).toBe(true);
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: { authorization: 'Bearer secret-token' } })).toBe(false);
  });
});
