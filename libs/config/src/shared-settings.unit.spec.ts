import { loadConfig } from './config';
import { missingSharedSettings } from './shared-settings';

const shared = {
  DATABASE_URL: 'postgres://outflow@db/outflow',
  NATS_URL: 'nats://nats:4222',
  AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  UNIPILE_WEBHOOK_SECRET: 'webhook-secret',
};

describe('the settings processes apart from npm start must share', () => {
  it('names each missing one on a line of its own, for each kind of process', () => {
    expect(missingSharedSettings(loadConfig({}), 'api')).toEqual([
      'DATABASE_URL is required: the API shares one Postgres with the other processes (only npm start runs an embedded database)',
      'NATS_URL is required: the API reaches the other processes through NATS JetStream',
      'AUTH_SECRET is required: every API process signs and checks sign-in tokens with the same secret (32+ characters)',
      "UNIPILE_WEBHOOK_SECRET is required: every API process registers and checks LinkedIn's webhooks with the same secret",
    ]);
    expect(missingSharedSettings(loadConfig({}), 'projector')).toEqual([
      'DATABASE_URL is required: the projector shares one Postgres with the other processes (only npm start runs an embedded database)',
      'NATS_URL is required: the projector reaches the other processes through NATS JetStream',
    ]);
    expect(missingSharedSettings(loadConfig({ NATS_URL: shared.NATS_URL }), 'runner')).toEqual([
      'DATABASE_URL is required: the runner shares one Postgres with the other processes (only npm start runs an embedded database)',
    ]);
  });

  it('asks nothing more when they are set; OIDC needs no token secret', () => {
    expect(missingSharedSettings(loadConfig(shared), 'api')).toEqual([]);
    expect(missingSharedSettings(loadConfig({ ...shared, AUTH_SECRET: '' }), 'projector')).toEqual([]);
    expect(
      missingSharedSettings(
        loadConfig({
          ...shared,
          AUTH_SECRET: undefined,
          AUTH_MODE: 'oidc',
          OIDC_ISSUER: 'https://id.example.com/',
          OIDC_AUDIENCE: 'outflow',
        }),
        'api',
      ),
    ).toEqual([]);
  });
});
