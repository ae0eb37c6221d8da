import { forwardedClients, isLoopbackAddress, isLoopbackHost, isOperatorRequest } from './operator-access';

describe('who counts as the operator of the sandbox', () => {
  it.each(['127.0.0.1', '127.9.8.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]'])(
    '%s is loopback',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', 'localhost', 'unknown', '_hidden', '', undefined])(
    '%s is not',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it('reads every client a proxy names, in all three headers', () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1, 127.0.0.1',
      forwarded: 'for=198.51.100.2;proto=https, for="[2001:db8::3]:80", for=198.51.100.4:8080',
      'x-real-ip': '198.51.100.5',
    };
    expect(forwardedClients(headers)).toEqual([
      '198.51.100.1',
      '127.0.0.1',
      '198.51.100.5',
      '198.51.100.2',
      '2001:db8::3',
      '198.51.100.4',
    ]);
  });

  it('given a caller on the network, when it has no token, then it is refused; with the token it is let in', () => {
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: {} }, 'secret-token')).toBe(false);
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
    expect(
      isOperatorRequest(
        { remoteAddress: '192.0.2.9', headers: { authorization: 'Bearer secret-token' } },
        'secret-token',
      ),
    ).toBe(true);
    expect(isOperatorRequest({ remoteAddress: '192.0.2.9', headers: { authorization: 'Bearer secret-token' } })).toBe(
      false,
    );
  });

  it('given a local caller, when its Host is not a loopback name (DNS rebinding), then it is refused', () => {
    for (const host of ['localhost:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:3000', 'LOCALHOST'])
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    for (const host of ['rebind.attacker.example:3822', 'localhost.attacker.example', '[::2]:80', '', undefined])
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
    const local = { remoteAddress: '127.0.0.1' };
    expect(isOperatorRequest({ ...local, headers: { host: 'localhost:4100' } })).toBe(true);
    expect(isOperatorRequest({ ...local, headers: { host: 'rebind.attacker.example:4100' } })).toBe(false);
    expect(isOperatorRequest({ ...local, headers: {} })).toBe(false);
  });
});
