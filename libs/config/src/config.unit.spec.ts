import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded default when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      EVENT_STORE: 'postgres',
      AUTH_MODE: 'local',
      LINKEDIN_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini' });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.RUNNER_CONCURRENCY).toBe(4);
  });

  it('reads the runner concurrency as a number', () => {
    expect(loadConfig({ RUNNER_CONCURRENCY: '16' }).RUNNER_CONCURRENCY).toBe(16);
  });

  it.each([
    [{ EVENT_STORE: 'mongo' }, 'EVENT_STORE'],
    [{ EVENT_STORE: 'kurrentdb' }, 'KURRENTDB_URL'],
    [{ AUTH_MODE: 'oidc', OIDC_AUDIENCE: 'api' }, 'OIDC_ISSUER'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_PRICE_ID'],
    [{ OPENAI_BASE_URL: 'localhost:11434/v1' }, 'OPENAI_BASE_URL'],
    [{ SANDBOX_CONTROL_TOKEN: 'short' }, 'SANDBOX_CONTROL_TOKEN'],
    [{ API_DOCS: 'yes' }, 'API_DOCS'],
    [{ AUTH_RATE_LIMIT_PER_EMAIL: '0' }, 'AUTH_RATE_LIMIT_PER_EMAIL'],
    [{ RUNNER_CONCURRENCY: '0' }, 'RUNNER_CONCURRENCY'],
    [{ RUNNER_CONCURRENCY: 'many' }, 'RUNNER_CONCURRENCY'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('accepts a complete production setting', () => {
    const config = loadConfig({
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false',
      NATS_URL: 'nats://localhost:4222',
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: 'https://example.eu.auth0.com/',
      OIDC_AUDIENCE: 'outflow',
      PUBLIC_URL: 'https://outflow.example.com/',
    });
    expect(config.PUBLIC_URL).toBe('https://outflow.example.com');
  });
});
