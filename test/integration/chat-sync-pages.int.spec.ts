import { FixedClock } from '@outflow/domain';
import { chatsWithActivity, syncChats, SYNC_CHATS } from '@outflow/contacts';
import { describeWithPostgres } from '@outflow/testing';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { connectLinkedIn } from '../support/linkedin-test-flows';

/**
 * A sweep reads every chat with news since the last one, not only the first page: a busy sender
 * can have more than 50 chats with activity between two sweeps, and a reply on the second page
 * must stop that member's sequences like one on the first.
 */
describeWithPostgres('chat syncs over more than one page of chats', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ linkedin: true, clock: new FixedClock(new Date('2026-11-23T09:00:00Z')) });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    await api.linkedin!.control('POST', '/faults', { dropWebhooks: true });
  });
  afterAll(() => api.stop());

  it('reads all 60 chats members wrote in since the window opened, and records each', async () => {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    const { accountId } = await connectLinkedIn(api, session.token);
    const { provider } = api.linkedin!;
    const members = await provider.searchProfiles(
      accountId,
      'https://www.linkedin.com/search/results/people/?keywords=engineer',
      { max: SYNC_CHATS + 10 },
    );
    expect(members).toHaveLength(SYNC_CHATS + 10);
    const opened = (await api.linkedin!.control<{ nowMs: number }>('GET', '/clock')).body.nowMs;
    for (const profileUrl of members)
      expect((await api.linkedin!.control('POST', '/reply', { accountId, profileUrl, text: 'Hello' })).status).toBe(
        200,
      );
    const since = new Date(opened - 1);

    expect(await chatsWithActivity(provider, accountId, since)).toHaveLength(SYNC_CHATS + 10);
    // Without a window: the inbox's first page only.
    expect((await chatsWithActivity(provider, accountId, undefined)).length).toBeLessThanOrEqual(SYNC_CHATS);

    const metadata = { userId: session.user.id, actor: 'runner' as const, correlationId: 'chat-sync-pages' };
    const deps = { store: api.eventStore, db: api.readDb, clock: api.clock, provider };
    const sync = await syncChats(deps, { ownerId: session.user.id, accountId, after: since }, metadata);
    expect(sync.chats).toBe(SYNC_CHATS + 10);
    expect(sync.recorded).toBeGreaterThanOrEqual(SYNC_CHATS + 10);
  });
});
