/**
 * Finding 2 (issue 18): "Support staff's Log Out does not end their session". Log Out was refused
 * with 403 SUPPORT_READ_ONLY, so the old token kept answering /api/auth/me and searching users. The
 * read-only rule now says what it protects: users' data, held where writes happen (the event store
 * refuses every append whose actor is support, except the record of a support read); signing out is
 * the support member's own session, appended as the user they are.
 */
import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AccessLogPage } from '@outflow/api-contract';
import { userStream, type EventMetadata } from '@outflow/domain';
import { SupportWriteRefusedError } from '@outflow/event-store';
import { OpenRoute } from '../../apps/api/src/access/open-route.decorator';
import { startAppWithUnmarkedFeature, type RunningTestApp } from '../../apps/api/src/access/testing/test-app';
import { SignOutCommand } from '../../apps/api/src/auth/commands/sign-out.handler';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../../apps/api/src/common/authenticated-user';
import { userWith } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { describeWithPostgres } from '@outflow/testing';
import { signUpSupport } from '../support/support-staff';

/** A read route that writes, as a colleague might add one: the store must refuse it for support staff. */
@OpenRoute()
@Controller('write-probe')
class ReadRouteThatWrites {
  constructor(private readonly commands: CommandBus) {}

  @Get()
  async touch(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata) {
    await this.commands.execute(new SignOutCommand(user.id, metadata));
    return { wrote: true };
  }
}

describeWithPostgres('support staff log out (finding 2)', () => {
  let api: ApiHarness;
  let probe: RunningTestApp;

  beforeAll(async () => {
    api = await startApiHarness();
    probe = await startAppWithUnmarkedFeature(api, [ReadRouteThatWrites]);
  });
  afterAll(async () => {
    await probe?.close();
    await api?.stop();
  });

  it('ends the session: the old token no longer answers /api/auth/me nor searches users, and no user sees a search after it', async () => {
    const owner = await userWith(api, { trial: true, linkedIn: false });
    const support = await signUpSupport(api);
    const search = () =>
      api.request('GET', `/api/support/users?q=${encodeURIComponent(owner.user.email)}`, { token: support.token });
    expect((await search()).status).toBe(200);

    const out = await api.request('POST', '/api/auth/logout', { token: support.token });
    expect([out.status, out.body]).toEqual([200, { success: true }]);

    expect((await api.request('GET', '/api/auth/me', { token: support.token })).body).toMatchObject({
      statusCode: 401,
      errorCode: 'TOKEN_REVOKED',
    });
    expect((await search()).status).toBe(401);
    const log = await api.request<AccessLogPage>('GET', '/api/access-log', { token: owner.token });
    expect(log.body.entries.map((e) => e.what)).toEqual(['search']);
    // Their own session, as the user they are: not a write on anyone's data by support.
    const signedOut = (await api.eventStore.readStream(userStream(support.user.id))).filter(
      (e) => e.type === 'UserSignedOut',
    );
    expect(signedOut.map((e) => [e.metadata.userId, e.metadata.actor])).toEqual([[support.user.id, 'user']]);
  });

  it('refuses, at the event store, a write a read route would make for support staff (403 SUPPORT_READ_ONLY), and stores nothing', async () => {
    const support = await signUpSupport(api, 'Sue Support');
    const before = (await api.eventStore.readStream(userStream(support.user.id))).length;
    const res = await fetch(`${probe.url}/api/write-probe`, { headers: { authorization: `Bearer ${support.token}` } });
    expect([res.status, ((await res.json()) as { errorCode?: string }).errorCode]).toEqual([403, 'SUPPORT_READ_ONLY']);
    expect(await api.eventStore.readStream(userStream(support.user.id))).toHaveLength(before);
    // The same route writes for anyone else.
    const user = await api.signUp();
    const ok = await fetch(`${probe.url}/api/write-probe`, { headers: { authorization: `Bearer ${user.token}` } });
    expect([ok.status, await ok.json()]).toEqual([200, { wrote: true }]);
    // And the store itself says why, to any caller.
    await expect(
      api.eventStore.appendToStream(
        userStream(user.user.id),
        [{ type: 'UserSignedOut', data: {}, metadata: { userId: user.user.id, actor: 'support', correlationId: 'x' } }],
        { expectedVersion: 'any' },
      ),
    ).rejects.toBeInstanceOf(SupportWriteRefusedError);
  });
});
