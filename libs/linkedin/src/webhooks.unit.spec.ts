import {
  isOwnMessage,
  isValidWebhookSecret,
  parseAccountStatusWebhook,
  parseHostedAuthNotification,
  parseLinkedInWebhook,
  parseMessageWebhook,
  parseRelationWebhook,
  type LinkedInMessageEvent,
} from './webhooks';
import { messageWebhookBody as message } from './testing/webhook-bodies';

describe('webhook parsing', () => {
  it('parses a new message', () => {
    expect(parseMessageWebhook(message)).toEqual({
      kind: 'message',
      event: 'message_received',
      accountId: 'acc_1',
      chatId: 'chat_1',
      messageId: 'msg_1',
      text: 'Thanks, happy to talk',
      timestamp: '2026-11-22T10:00:00.000Z',
      sender: { attendeeId: 'att_1', name: 'Ada', providerId: 'ACoADA', profileUrl: 'https://www.linkedin.com/in/ada' },
      attendees: [{ attendeeId: 'att_2', name: 'Me', providerId: 'ACoME', profileUrl: null }],
      attachments: [],
    });
  });

  it('accepts attachments as one object or an array', () => {
    expect(parseMessageWebhook({ ...message, attachments: { id: 'f1' } })?.attachments).toEqual([{ id: 'f1' }]);
    expect(parseMessageWebhook({ ...message, attachments: [{ id: 'f1' }, { id: 'f2' }] })?.attachments).toHaveLength(2);
    expect(parseMessageWebhook({ ...message, attachments: undefined })?.attachments).toEqual([]);
  });

  it("tells our own messages (sent elsewhere) from the lead's", () => {
    const event = parseMessageWebhook(message) as LinkedInMessageEvent;
    expect(isOwnMessage(event, 'ACoADA')).toBe(true);
    expect(isOwnMessage(event, 'ACoME')).toBe(false);
  });

  it('parses a new relation', () => {
    expect(
      parseRelationWebhook({
        event: 'new_relation',
        account_id: 'acc_1',
        account_type: 'LINKEDIN',
        webhook_name: 'outflow-relations',
        user_full_name: 'Ada Lovelace',
        user_provider_id: 'ACoADA',
        user_public_identifier: 'ada-lovelace',
        user_profile_url: 'https://www.linkedin.com/in/ada-lovelace',
        user_picture_url: 'https://media.example/ada.jpg',
      }),
    ).toEqual({
      kind: 'relation',
      accountId: 'acc_1',
      fullName: 'Ada Lovelace',
      providerId: 'ACoADA',
      publicId: 'ada-lovelace',
      profileUrl: 'https://www.linkedin.com/in/ada-lovelace',
      pictureUrl: 'https://media.example/ada.jpg',
    });
  });

  it.each([
    ['CREDENTIALS', 'disconnected'],
    ['OK', 'connected'],
    ['DELETED', 'deleted'],
    ['SOMETHING_NEW', 'error'],
  ])('parses account status %s as %s', (word, status) => {
    expect(
      parseAccountStatusWebhook({ AccountStatus: { account_id: 'acc_1', account_type: 'LINKEDIN', message: word } }),
    ).toEqual({
      kind: 'account_status',
      accountId: 'acc_1',
      accountType: 'LINKEDIN',
      providerStatus: word,
      status,
    });
  });

  it('parses the hosted auth notification', () => {
    expect(parseHostedAuthNotification({ status: 'CREATION_SUCCESS', account_id: 'acc_1', name: 'user-1' })).toEqual({
      kind: 'hosted_auth',
      outcome: 'created',
      providerStatus: 'CREATION_SUCCESS',
      accountId: 'acc_1',
      userId: 'user-1',
    });
    expect(parseHostedAuthNotification({ status: 'RECONNECTED', account_id: 'acc_1', name: 'user-1' })?.outcome).toBe(
      'reconnected',
    );
  });

  it('recognises each body, and gives null for bodies missing their ids or unknown', () => {
    expect(parseLinkedInWebhook(message)?.kind).toBe('message');
    expect(parseLinkedInWebhook({ event: 'new_relation', account_id: 'acc_1', user_provider_id: 'ACo1' })?.kind).toBe(
      'relation',
    );
    expect(parseLinkedInWebhook({ AccountStatus: { account_id: 'acc_1', message: 'OK' } })?.kind).toBe(
      'account_status',
    );
    expect(parseLinkedInWebhook({ status: 'CREATION_SUCCESS', account_id: 'acc_1' })?.kind).toBe('hosted_auth');
    expect(parseLinkedInWebhook({ chat_id: 'c1' })).toBeNull();
    expect(parseLinkedInWebhook('garbage')).toBeNull();
    expect(parseLinkedInWebhook(null)).toBeNull();
  });

  it('checks the shared secret', () => {
    expect(isValidWebhookSecret('s3cret', 's3cret')).toBe(true);
    expect(isValidWebhookSecret(['s3cret'], 's3cret')).toBe(true);
    expect(isValidWebhookSecret('s3cret-longer', 's3cret')).toBe(false);
    expect(isValidWebhookSecret('S3CRET', 's3cret')).toBe(false);
    expect(isValidWebhookSecret(undefined, 's3cret')).toBe(false);
    expect(isValidWebhookSecret('', '')).toBe(false);
  });
});
