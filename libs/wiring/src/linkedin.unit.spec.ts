import { ConfigError, loadConfig } from '@outflow/config';
import { UnipileLinkedInProvider } from '@outflow/linkedin';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkedInWebhookSecret, openLinkedIn } from './linkedin';

describe('LinkedIn wiring', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-wiring-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('LINKEDIN_PROVIDER=sandbox without an embedded sandbox is a configuration error naming the way out', () => {
    expect(() => openLinkedIn(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
    expect(() => openLinkedIn(loadConfig({ DATA_DIR: dataDir }))).toThrow(/LINKEDIN_PROVIDER=unipile/);
  });

  it('points the Unipile adapter at the embedded sandbox, or at UNIPILE_DSN', () => {
    const sandbox = openLinkedIn(loadConfig({ DATA_DIR: dataDir }), { url: 'http://127.0.0.1:4100', apiKey: 'k' });
    expect(sandbox).toBeInstanceOf(UnipileLinkedInProvider);
    expect((sandbox as UnipileLinkedInProvider).baseUrl).toBe('http://127.0.0.1:4100');
    const unipile = openLinkedIn(
      loadConfig({
        LINKEDIN_PROVIDER: 'unipile',
        UNIPILE_DSN: 'https://api8.unipile.example:13851',
        UNIPILE_API_KEY: 'key',
      }),
    );
    expect((unipile as UnipileLinkedInProvider).baseUrl).toBe('https://api8.unipile.example:13851');
  });

  it('offers follow only on the sandbox, which defines it (Unipile has no follow endpoint)', () => {
    const sandbox = openLinkedIn(loadConfig({ DATA_DIR: dataDir }), { url: 'http://127.0.0.1:4100', apiKey: 'k' });
    const unipile = openLinkedIn(
      loadConfig({
        LINKEDIN_PROVIDER: 'unipile',
        UNIPILE_DSN: 'https://api8.unipile.example:13851',
        UNIPILE_API_KEY: 'key',
      }),
    );
    expect(sandbox.capabilities().has('follow-profile')).toBe(true);
    expect(unipile.capabilities().has('follow-profile')).toBe(false);
    expect(unipile.capabilities().has('send-message')).toBe(true);
  });

  it('takes UNIPILE_WEBHOOK_SECRET when set, else generates one under DATA_DIR once and keeps it', () => {
    expect(linkedInWebhookSecret(loadConfig({ DATA_DIR: dataDir, UNIPILE_WEBHOOK_SECRET: 'given-secret' }))).toBe(
      'given-secret',
    );
    const generated = linkedInWebhookSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(linkedInWebhookSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(generated);
    expect(readFileSync(path.join(dataDir, 'unipile-webhook-secret'), 'utf8').trim()).toBe(generated);
  });
});
