import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from './index';
import {
  type AccountAnswer,
  type ActionList,
  type ChatStarted,
  type Invitation,
  type InvitationSent,
  type Message,
  type Page,
  type Relation,
  type SandboxBehaviour,
  SandboxClient,
  type SandboxClock,
  startReceiver,
  type UserProfile,
  type Webhook,
} from './testing/sandbox-test-kit';

const PEOPLE = 'https://www.linkedin.com/search/results/people/';

// Each test seeds up to three 10,000-member populations into Postgres: about 25 s on a quiet machine,
// more when CI runs other suites beside it.
jest.setTimeout(120_000);

describeWithPostgres('LinkedIn sandbox: seeding and restarts', () => {
  const databases: TestDatabase[] = [];
  const servers: LinkedInSandboxServer[] = [];

  async function start(
    options: { seed?: number; db?: TestDatabase } = {},
  ): Promise<{ db: TestDatabase; server: LinkedInSandboxServer; client: SandboxClient }> {
    const db = options.db ?? (await createTestDatabase('linkedin_sandbox_persist'));
    if (!options.db) databases.push(db);
    const server = await startLinkedInSandboxServer({ databaseUrl: db.url, apiKey: 'k', port: 0, seed: options.seed });
    servers.push(server);
    return { db, server, client: new SandboxClient(server.url, 'k') };
  }

  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const d of databases) await d.drop();
  });

  /** The profiles behind a search, as an account sees them, minus what depends on the server's URL. */
  async function sample(client: SandboxClient, accountId: string): Promise<unknown[]> {
    const items = (await client.search(accountId, `${PEOPLE}?keywords=engineer`, '&limit=25')).body.items;
    const profiles = [];
    for (const item of items) {
      const { body } = await client.api<UserProfile>(
        'GET',
        `/users/${item.id}?account_id=${accountId}&linkedin_sections=*`,
      );
      const { profile_picture_url, profile_picture_url_large, ...rest } = body;
      profiles.push(rest);
    }
    return profiles;
  }

  it('builds the same population and the same lead behaviour from the same seed', async () => {
    const a = await start();
    const b = await start();
    const c = await start({ seed: 43 });
    const [idA, idB, idC] = await Promise.all([
      a.client.connectAccount(),
      b.client.connectAccount(),
      c.client.connectAccount(),
    ]);
    expect(idB).toBe(idA);
    const [sampleA, sampleB, sampleC] = await Promise.all([
      sample(a.client, idA),
      sample(b.client, idB),
      sample(c.client, idC),
    ]);
    expect(sampleA).toHaveLength(25);
    expect(sampleB).toEqual(sampleA);
    expect(sampleC).not.toEqual(sampleA);

    const accepted = async (s: { client: SandboxClient }, accountId: string) => {
      const targets = (await s.client.search(accountId, `${PEOPLE}?keywords=sales`, '&limit=30')).body.items;
      for (const t of targets)
        await s.client.api('POST', '/users/invite', { account_id: accountId, provider_id: t.id });
      await s.client.control('POST', '/clock', { advanceHours: 80 });
      const relations = (
        await s.client.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}&limit=100`)
      ).body.items;
      return relations.map((r: { public_identifier: string }) => r.public_identifier).sort();
    };
    const [acceptedA, acceptedB] = await Promise.all([accepted(a, idA), accepted(b, idB)]);
    expect(acceptedA.length).toBeGreaterThan(0);
    expect(acceptedB).toEqual(acceptedA);
  });

  it('keeps accounts, invitations, chats, webhooks, settings and the clock across a restart', async () => {
    const first = await start();
    const receiver = await startReceiver();
    try {
      const { client } = first;
      const accountId = await client.connectAccount();
      const members = (await client.search(accountId, `${PEOPLE}?keywords=marketing`, '&limit=6')).body.items;
      // Whether and when a lead accepts is drawn when the invitation is sent.
      await client.control('POST', '/behaviour', { acceptProbability: 1, acceptDelayHours: [10, 20] });
      const invitations = [];
      for (const m of members.slice(0, 5)) {
        invitations.push(
          (
            await client.api<InvitationSent>('POST', '/users/invite', {
              account_id: accountId,
              provider_id: m.id,
              message: `hi ${m.first_name}`,
            })
          ).body.invitation_id,
        );
      }
      await client.api('POST', '/users/invite', { account_id: accountId, provider_id: members[5].id });
      await client.control('POST', '/accept', { accountId, profileUrl: members[5].id });
      const chat = await client.api<ChatStarted>(
        'POST',
        '/chats',
        client.form({ account_id: accountId, attendees_ids: members[5].id, text: 'Before the restart' }),
      );
      await client.api('POST', '/webhooks', {
        source: 'users',
        request_url: `${receiver.url}/users`,
        format: 'json',
        headers: [{ key: 'x-k', value: 'v' }],
      });
      await client.control('POST', '/clock', { advanceHours: 5 });
      const clockBefore = (await client.control<SandboxClock>('GET', '/clock')).body.nowMs;
      const accountsBefore = (await client.api<Page<AccountAnswer>>('GET', '/accounts')).body.items;
      const actionsBefore = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items;
      await first.server.close();

      const second = await start({ db: first.db });
      const again = second.client;
      expect((await again.api<Page<AccountAnswer>>('GET', '/accounts')).body.items).toEqual(accountsBefore);
      const pending = (await again.api<Page<Invitation>>('GET', `/users/invite/sent?account_id=${accountId}&limit=100`))
        .body.items;
      expect(pending.map((i: { id: string }) => i.id).sort()).toEqual([...invitations].sort());
      expect(pending.map((i: { invitation_text: string }) => i.invitation_text)).toContain(
        `hi ${members[0].first_name}`,
      );
      const messages = (await again.api<Page<Message>>('GET', `/chats/${chat.body.chat_id}/messages`)).body.items;
      expect(messages.map((m) => m.text)).toEqual(['Before the restart']);
      expect(
        (await again.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`)).body.items.map(
          (r: { public_identifier: string }) => r.public_identifier,
        ),
      ).toEqual([members[5].public_identifier]);
      expect((await again.api<Page<Webhook>>('GET', '/webhooks')).body.items).toHaveLength(1);
      expect((await again.control<SandboxBehaviour>('GET', '/behaviour')).body.acceptProbability).toBe(1);
      expect((await again.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items).toEqual(
        actionsBefore,
      );
      const clockAfter = (await again.control<SandboxClock>('GET', '/clock')).body.nowMs;
      expect(clockAfter).toBeGreaterThanOrEqual(clockBefore);
      expect(clockAfter - clockBefore).toBeLessThan(3_600_000);

      // What was scheduled before the restart still happens after it.
      await again.control('POST', '/clock', { advanceHours: 21 });
      const relations = (await again.api<Page<Relation>>('GET', `/users/relations?account_id=${accountId}`)).body.items;
      expect(relations).toHaveLength(6);
      await receiver.waitFor((w) => w.body?.user_provider_id === members[0].id && w.headers['x-k'] === 'v');
    } finally {
      await receiver.close();
    }
  });
});
