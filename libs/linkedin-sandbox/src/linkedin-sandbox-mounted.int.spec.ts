import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@outflow/testing';
import { createLinkedInSandbox, type LinkedInSandbox } from './index';
import { type ActionList, SandboxClient } from './testing/sandbox-test-kit';

/** The embedded default: the router mounted under /sandbox of a host app that parses bodies first. */
describeWithPostgres('LinkedIn sandbox: mounted in a host app', () => {
  let db: TestDatabase;
  let sandbox: LinkedInSandbox;
  let server: Server;
  let base: string;
  let client: SandboxClient;

  beforeAll(async () => {
    db = await createTestDatabase('linkedin_sandbox_mounted');
    const app = express();
    app.use(express.json());
    app.use(express.urlencoded({ extended: true }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sandbox = await createLinkedInSandbox({
      databaseUrl: db.url,
      schema: 'embedded_sandbox',
      apiKey: 'k',
      publicUrl: `${base}/sandbox`,
      population: 2000,
    });
    app.use('/sandbox', sandbox.router);
    client = new SandboxClient(`${base}/sandbox`, 'k');
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeAllConnections();
    });
    await sandbox?.close();
    await db?.drop();
  });

  it('hands out sign-in links under the mount point and returns to the app', async () => {
    const url = await client.hostedLink({ success_redirect_url: `${base}/team` });
    expect(url.startsWith(`${base}/sandbox/hosted-auth/`)).toBe(true);
    const submitted = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    const location = new URL(submitted.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/team`);
    expect(location.searchParams.get('status')).toBe('connected');
    expect((await client.api('GET', `/accounts/${location.searchParams.get('account_id')}`)).status).toBe(200);
  });

  it('serves JSON, multipart and control calls behind the host body parsers, in its own schema', async () => {
    const accountId = await client.connectAccount();
    const [member] = await client.members(accountId, 'engineer', 1);
    expect(
      (await client.api('POST', '/users/invite', { account_id: accountId, provider_id: member.id, message: 'hi' }))
        .status,
    ).toBe(201);
    await client.control('POST', '/accept', { accountId, profileUrl: member.public_profile_url });
    const chat = await client.api(
      'POST',
      '/chats',
      client.form({ account_id: accountId, attendees_ids: member.id, text: 'Hello' }),
    );
    expect(chat.status).toBe(201);
    const actions = (await client.control<ActionList>('GET', `/actions?accountId=${accountId}`)).body.items.map(
      (a: { kind: string }) => a.kind,
    );
    expect(actions).toEqual(['invite', 'chat_start']);
    const search = await client.search(accountId, 'https://www.linkedin.com/search/results/people/');
    expect(search.body.paging.total_count).toBe(2000);
    const avatar = await fetch(member.profile_picture_url);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
  });
});
