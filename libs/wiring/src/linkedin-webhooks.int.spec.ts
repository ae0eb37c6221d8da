import { SANDBOX_API_KEY } from '../../../test/support/linkedin-sandbox-fixture';
import { useSandboxFixture } from '../../../test/support/linkedin-sandbox-suite';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { LINKEDIN_WEBHOOK_PATHS, registerLinkedInWebhooks } from './linkedin';

jest.setTimeout(120_000);

interface ListedWebhook {
  readonly id: string;
  readonly name: string;
  readonly request_url: string;
  readonly headers: Array<{ key: string; value: string }>;
}

describeWithPostgres("the provider's webhooks, registered by API processes starting together", () => {
  const sandbox = useSandboxFixture();
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  const webhooks = async () => {
    const response = await fetch(`${sandbox.server.url}/api/v1/webhooks`, {
      headers: { 'x-api-key': SANDBOX_API_KEY },
    });
    return ((await response.json()) as { items: ListedWebhook[] }).items.filter((w) => w.name.startsWith('outflow-'));
  };
  const summary = async () =>
    (await webhooks())
      .map((w) => `${w.name} ${w.request_url} ${w.headers.map((h) => `${h.key}=${h.value}`).join(',')}`)
      .sort();
  const api = 'https://outflow.example.com';
  const expected = (secret: string) =>
    [
      `outflow-account-status ${api}${LINKEDIN_WEBHOOK_PATHS.accountStatus} x-outflow-webhook-secret=${secret}`,
      `outflow-messages ${api}${LINKEDIN_WEBHOOK_PATHS.messages} x-outflow-webhook-secret=${secret}`,
      `outflow-relations ${api}${LINKEDIN_WEBHOOK_PATHS.relations} x-outflow-webhook-secret=${secret}`,
    ].sort();

  it('four APIs starting at once register each webhook once, and all answer the same ids', async () => {
    // Each process has an adapter of its own.
    const registrations = await Promise.all(
      Array.from({ length: 4 }, () =>
        registerLinkedInWebhooks(sandbox.adapter(sandbox.server.url), api, 'first-secret', database.url),
      ),
    );
    expect(await summary()).toEqual(expected('first-secret'));
    expect(new Set(registrations.map((ids) => JSON.stringify(ids))).size).toBe(1);
  });

  it('an API with another secret replaces them (deliveries must carry the secret it checks), and a duplicate left by an old race is removed', async () => {
    // What two APIs starting together used to leave behind: a second messages webhook.
    await fetch(`${sandbox.server.url}/api/v1/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'messaging',
        name: 'outflow-messages',
        request_url: `${api}${LINKEDIN_WEBHOOK_PATHS.messages}`,
        format: 'json',
        headers: [{ key: 'x-outflow-webhook-secret', value: 'first-secret' }],
        events: ['message_received'],
      }),
    });
    expect(await webhooks()).toHaveLength(4);
    await registerLinkedInWebhooks(sandbox.provider, api, 'second-secret', database.url);
    expect(await summary()).toEqual(expected('second-secret'));

    const before = (await webhooks()).map((w) => w.id).sort();
    await registerLinkedInWebhooks(sandbox.provider, api, 'second-secret', database.url);
    expect((await webhooks()).map((w) => w.id).sort()).toEqual(before);
  });
});
