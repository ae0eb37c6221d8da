import type { ChatList } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';
import { DEFAULT_WEBHOOK_SECRET_HEADER } from '@outflow/linkedin';
import { sql } from 'kysely';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { connectLinkedIn, eventually, userWithTrial } from '../../../support/linkedin-test-flows';

jest.setTimeout(60_000);

/**
 * Issue 10 finding 2 (a): a Unipile delivery whose ids or texts are past what LinkedIn itself
 * allows is refused with a 400 naming the field before anything is appended, so the projector is
 * never handed a row it cannot write (a 1 MB message id once froze every read model).
 */
describeWithPostgres('Unipile webhooks: bounds', () => {
  const api = useApiHarness({ linkedin: true });
  let accountId: string;
  let token: string;
  beforeAll(async () => {
    ({ token } = await userWithTrial(api));
    ({ accountId } = await connectLinkedIn(api, token));
  });

  const deliver = (path: string, body: unknown) =>
    api.request<ApiErrorBody>('POST', `/api/webhooks/unipile/${path}`, {
      body,
      headers: { [DEFAULT_WEBHOOK_SECRET_HEADER]: api.linkedin!.webhookSecret },
    });
  const head = async () =>
    (
      await sql<{ head: string | null }>`SELECT max(global_position)::text AS head FROM event_store.events`.execute(
        api.readDb,
      )
    ).rows[0].head;
  const message = (overrides: Record<string, unknown>) => ({
    account_id: accountId,
    account_type: 'LINKEDIN',
    event: 'message_received',
    chat_id: 'chat-bounds',
    message_id: `msg-${Math.random()}`,
    message: 'Hello there',
    timestamp: '2026-11-22T10:00:00.000Z',
    sender: {
      attendee_id: 'a1',
      attendee_name: 'Lead Person',
      attendee_provider_id: 'ACoLeadBounds',
      attendee_profile_url: 'https://www.linkedin.com/in/lead-bounds',
    },
    attendees: [],
    ...overrides,
  });
  const chatsOf = async () =>
    (await api.request<ChatList>('GET', '/api/messages/chats?limit=50&skip=0', { token })).body.chats;

  it.each([
    ['message_id', { message_id: 'm'.repeat(1_000_000) }],
    ['chat_id', { chat_id: 'c'.repeat(256) }],
    ['account_id', { account_id: 'a'.repeat(256) }],
    ['message', { message: 'x'.repeat(8001) }],
    ['sender.attendee_name', { sender: { attendee_name: 'n'.repeat(1001), attendee_provider_id: 'ACoLeadBounds' } }],
    ['sender.attendee_provider_id', { sender: { attendee_provider_id: 'p'.repeat(256) } }],
    [
      'attendees.0.attendee_profile_url',
      { attendees: [{ attendee_profile_url: `https://www.linkedin.com/in/${'u'.repeat(3000)}` }] },
    ],
    ['timestamp', { timestamp: 'not a time' }],
    ['timestamp', { timestamp: 1e20 }],
  ])('messaging: refuses an over-long or unreadable %s with 400 and appends nothing', async (field, overrides) => {
    const before = await head();
    const res = await deliver('messaging', message(overrides));
    expect([res.status, res.body.errorCode, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
    expect(await head()).toBe(before);
  });

  it('a good message delivered after the refused ones reaches the inbox (nothing froze the read models)', async () => {
    expect((await deliver('messaging', message({ message: 'Still flowing' }))).status).toBe(200);
    await eventually(async () =>
      (await chatsOf()).find((c) => c.chatId === 'chat-bounds' && c.lastMessage.text === 'Still flowing'),
    );
  });

  it.each([
    ['relations', 'user_provider_id', { event: 'new_relation', account_id: 'acc', user_provider_id: 'p'.repeat(256) }],
    [
      'relations',
      'user_full_name',
      { event: 'new_relation', account_id: 'acc', user_provider_id: 'ACo1', user_full_name: 'n'.repeat(1001) },
    ],
    [
      'account-status',
      'AccountStatus.account_id',
      { AccountStatus: { account_id: 'a'.repeat(256), account_type: 'LINKEDIN', message: 'OK' } },
    ],
    [
      'account-status',
      'AccountStatus.message',
      { AccountStatus: { account_id: 'acc', account_type: 'LINKEDIN', message: 'S'.repeat(256) } },
    ],
  ])('%s: refuses an over-long %s with 400 naming it', async (path, field, body) => {
    const before = await head();
    const res = await deliver(path, body);
    expect([res.status, res.body.field]).toEqual([400, field]);
    expect(await head()).toBe(before);
  });
});
