import { describeWithPostgres } from '@outflow/testing';
import { AccountDisconnectedError, NotFoundError, ProviderRequestError } from '../errors';
import { expectNoAnswerDrift } from '../../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../../test/support/linkedin-sandbox-suite';
import { UnipileLinkedInProvider } from './unipile-linkedin-provider';

jest.setTimeout(120_000);

describeWithPostgres('Unipile adapter against the LinkedIn sandbox: accounts', () => {
  const sandbox = useSandboxFixture();

  it('creates a hosted auth link whose completion connects an account with a working status and owner profile', async () => {
    const link = await sandbox.provider.createHostedAuthLink({
      type: 'create',
      userId: 'user-accounts-1',
      successUrl: 'http://127.0.0.1:9/team?status=connected',
      failureUrl: 'http://127.0.0.1:9/team?status=failed',
    });
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());

    const done = await sandbox.control<{ accountId: string; redirectUrl: string | null }>(
      'POST',
      '/hosted-auth/complete',
      { url: link.url },
    );
    const account = await sandbox.provider.getAccount(done.accountId);
    expect(account).toMatchObject({ accountId: done.accountId, status: 'connected', providerStatus: 'OK' });
    expect(account.providerId).toMatch(/^ACo/);

    const me = await sandbox.provider.getOwnProfile(done.accountId);
    expect(me.providerId).toBe(account.providerId);
    expect(me.fullName).not.toBe('');
    expect(me.profileUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    expect(me.email).toContain('@');
  });

  it('maps a lost session to AccountDisconnectedError, shows it in the account status, and a reconnect link restores it', async () => {
    const accountId = await sandbox.connectAccount('user-accounts-2');
    await sandbox.control('POST', '/faults', { disconnectAccountId: accountId });

    const error = await sandbox.provider.getOwnProfile(accountId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountDisconnectedError);
    expect(error).toMatchObject({ accountId, type: 'disconnected_account', status: 401 });
    expect(await sandbox.provider.getAccount(accountId)).toMatchObject({
      status: 'disconnected',
      providerStatus: 'CREDENTIALS',
    });

    const link = await sandbox.provider.createHostedAuthLink({
      type: 'reconnect',
      reconnectAccountId: accountId,
      userId: 'user-accounts-2',
    });
    const done = await sandbox.control<{ accountId: string }>('POST', '/hosted-auth/complete', { url: link.url });
    expect(done.accountId).toBe(accountId);
    expect((await sandbox.provider.getAccount(accountId)).status).toBe('connected');
    await expect(sandbox.provider.getOwnProfile(accountId)).resolves.toMatchObject({
      providerId: expect.stringMatching(/^ACo/),
    });
  });

  it('refuses a reconnect link without the account to reconnect', async () => {
    await expect(sandbox.provider.createHostedAuthLink({ type: 'reconnect', userId: 'u' })).rejects.toThrow(TypeError);
  });

  it('deletes an account: it is then not found, and deleting again is harmless', async () => {
    const accountId = await sandbox.connectAccount('user-accounts-3');
    await sandbox.provider.deleteAccount(accountId);
    await expect(sandbox.provider.getAccount(accountId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(sandbox.provider.deleteAccount(accountId)).resolves.toBeUndefined();
  });

  it('answers NotFoundError for an account that never existed', async () => {
    await expect(sandbox.provider.getAccount('no-such-account')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a wrong API key is refused as a request error (401 unauthorized), not as a disconnection', async () => {
    const wrongKey = new UnipileLinkedInProvider({ dsn: sandbox.server.url, apiKey: 'wrong-key' });
    const error = await wrongKey.getAccount('any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ status: 401, type: 'unauthorized' });
  });

  it("logged no answer drift: every sandbox answer matched Unipile's SDK schemas (validation at warn)", () =>
    expectNoAnswerDrift(sandbox));
});
