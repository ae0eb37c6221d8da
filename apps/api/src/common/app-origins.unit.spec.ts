import { AppOrigins } from './app-origins';

describe('the origins of the app', () => {
  it('given a loopback PUBLIC_URL, then every loopback name on its port is the app', () => {
    const origins = new AppOrigins('http://localhost:3000');
    expect(origins.all).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(origins.allows('http://127.0.0.1:3000')).toBe(true);
    expect(origins.allows('http://127.0.0.1:3001')).toBe(false);
    expect(origins.allows('https://localhost:3000')).toBe(false);
    expect(origins.originOfHost('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it('given a public PUBLIC_URL, then only its origin is the app', () => {
    const origins = new AppOrigins('https://outflow.example.com');
    expect(origins.all).toEqual(['https://outflow.example.com']);
    expect(origins.allows('http://localhost:3000')).toBe(false);
    expect(origins.originOf('https://outflow.example.com/team?checkout=success')).toBe('https://outflow.example.com');
    expect(origins.originOf('https://outflow.example.com.evil.test/team')).toBeUndefined();
    expect(origins.originOf('not a url')).toBeUndefined();
  });

  it('refuses a return address outside the app with 400 naming the field', () => {
    const origins = new AppOrigins('https://outflow.example.com');
    expect(origins.requireAppUrl('https://outflow.example.com/team', 'returnUrl')).toBe(
      'https://outflow.example.com/team',
    );
    expect(() => origins.requireAppUrl('https://evil.test/team', 'returnUrl')).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ statusCode: 400, field: 'returnUrl' }) }),
    );
  });
});
