import {
  accountStatusWebhookProblem,
  hostedAuthNotificationProblem,
  messageWebhookProblem,
  relationWebhookProblem,
} from './webhook-bounds';
import { messageWebhookBody as message } from './testing/webhook-bodies';

describe('webhook bounds', () => {
  it('passes what LinkedIn sends: ids, names, a long message within 8,000 characters, an ISO or epoch time', () => {
    expect(messageWebhookProblem(message)).toBeNull();
    expect(messageWebhookProblem({ ...message, message: 'x'.repeat(8000), timestamp: 1_795_000_000_000 })).toBeNull();
    expect(messageWebhookProblem({ ...message, message: { text: 'nested' } })).toBeNull();
    expect(messageWebhookProblem({})).toBeNull();
  });

  it.each([
    ['message_id', { message_id: 'm'.repeat(256) }],
    ['message', { message: 'x'.repeat(8001) }],
    ['message.text', { message: { text: 'x'.repeat(8001) } }],
    ['timestamp', { timestamp: 'yesterday-ish' }],
    ['timestamp', { timestamp: '-100000-01-01T00:00:00Z' }],
    ['sender.attendee_profile_url', { sender: { attendee_profile_url: 'u'.repeat(2049) } }],
    ['attendees.1.attendee_name', { attendees: [{}, { attendee_name: 'n'.repeat(501) }] }],
    ['attendees', { attendees: Array.from({ length: 501 }, () => ({})) }],
  ])('a message: names %s when it is out of bounds', (field, overrides) => {
    expect(messageWebhookProblem({ ...message, ...overrides })?.field).toBe(field);
  });

  it('names the field of a relation, an account status (wrapped or not) and a hosted-auth notice', () => {
    expect(relationWebhookProblem({ account_id: 'acc', user_public_identifier: 'p'.repeat(256) })).toEqual({
      field: 'user_public_identifier',
      message: 'user_public_identifier must be at most 255 characters',
    });
    expect(accountStatusWebhookProblem({ AccountStatus: { account_id: 'a'.repeat(256), message: 'OK' } })?.field).toBe(
      'AccountStatus.account_id',
    );
    expect(accountStatusWebhookProblem({ account_id: 'acc', status: 'S'.repeat(256) })?.field).toBe('status');
    expect(
      hostedAuthNotificationProblem({ status: 'CREATION_SUCCESS', account_id: 'acc', name: 'u'.repeat(256) })?.field,
    ).toBe('name');
    expect(hostedAuthNotificationProblem({ status: 'CREATION_SUCCESS', account_id: 'acc', name: 'user-1' })).toBeNull();
  });
});
