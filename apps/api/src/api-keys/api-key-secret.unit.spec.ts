import { hasApiKeyShape, isApiKeyToken, newApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes keys of one shape, told apart from session tokens by their prefix', () => {
    for (let i = 0; i < 2000; i++) {
      const { key, prefix, hash } = newApiKey();
      expect([key, isApiKeyToken(key) && hasApiKeyShape(key)]).toEqual([key, true]);
      expect(key.startsWith(`${prefix}_`)).toBe(true);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(hasApiKeyShape('ofk_abcdefgh_short')).toBe(false);
  });
});
