import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('accepts the password it hashed and rejects any other', async () => {
    const hash = await hashPassword('s3cret-Passw0rd');
    await expect(verifyPassword(hash, 's3cret-Passw0rd')).resolves.toBe(true);
    await expect(verifyPassword(hash, 's3cret-passw0rd')).resolves.toBe(false);
    await expect(verifyPassword(hash, '')).resolves.toBe(false);
  });

  it('handles non-ASCII passwords byte for byte', async () => {
    const hash = await hashPassword('пароль-密码-🔑');
    await expect(verifyPassword(hash, 'пароль-密码-🔑')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'пароль-密码-')).resolves.toBe(false);
  });

  it('refuses to compare against something that is not an argon2 hash', async () => {
    await expect(verifyPassword('plain-text-password', 'plain-text-password')).rejects.toThrow();
  });
});
