import { baseUrlFromDsn } from './dsn';

describe('DSN', () => {
  it.each([
    ['api1.unipile.com:13111', 'https://api1.unipile.com:13111'],
    ['https://api1.unipile.com:13111/', 'https://api1.unipile.com:13111'],
    ['https://api1.unipile.com:13111/api/v1', 'https://api1.unipile.com:13111'],
    ['http://127.0.0.1:4567', 'http://127.0.0.1:4567'],
    ['http://proxy.local/unipile/api/v1/', 'http://proxy.local/unipile'],
  ])('%s → %s', (dsn, base) => {
    expect(baseUrlFromDsn(dsn)).toBe(base);
  });
});
