import { formatDate } from '../layout/dates';
import { attendeeName, chatSenderLabel, chatsForTab, chatTimeLabel, otherAttendee } from './chat-view';
import { doNotContactLabel } from '../do-not-contact/do-not-contact-view';
import type { ChatPreview as Chat } from './chat-view';

const chat = (chatId: string, unreadCount: number): Chat => ({
  chatId,
  accountId: 'acc-1',
  senderName: 'Sam Sender',
  campaignId: null,
  unreadCount,
  lastMessage: { text: '', timestamp: '' },
  attendees: [],
  doNotContact: null,
});

describe('the inbox view', () => {
  const now = new Date(2026, 10, 22, 15, 30); // a Sunday

  it('labels times: time of day today, Yesterday, the weekday within 7 days, else the date', () => {
    expect(chatTimeLabel(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe(
      new Date(2026, 10, 22, 9, 5).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
    );
    expect(chatTimeLabel(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(chatTimeLabel(new Date(2026, 10, 18, 12, 0).toISOString(), now)).toBe(
      new Date(2026, 10, 18).toLocaleDateString(undefined, { weekday: 'long' }),
    );
    expect(chatTimeLabel(new Date(2026, 10, 15, 12, 0).toISOString(), now)).toBe(
      formatDate(new Date(2026, 10, 15, 12, 0)),
    );
    expect(chatTimeLabel('not a date', now)).toBe('');
  });

  it('keeps only chats with unread messages on the Unread tab', () => {
    const chats = [chat('a', 0), chat('b', 2)];
    expect(chatsForTab(chats, 'unread').map((c) => c.chatId)).toEqual(['b']);
    expect(chatsForTab(chats, 'all')).toHaveLength(2);
  });

  it('names the other attendee, or a fallback', () => {
    const attendees = [
      { is_self: true, first_name: 'Me', last_name: null, profile_picture_url: null, profile_url: null },
      { is_self: false, first_name: 'Ada', last_name: 'Lovelace', profile_picture_url: null, profile_url: null },
    ];
    expect(attendeeName(otherAttendee(attendees))).toBe('Ada Lovelace');
    expect(attendeeName(undefined)).toBe('LinkedIn member');
  });

  it('names a member on the Do-Not-Contact list, saying when their own reply asked to stop', () => {
    expect(doNotContactLabel('asked-to-stop')).toBe('Asked to stop — on the Do-Not-Contact list');
    expect(doNotContactLabel('user')).toBe('On the Do-Not-Contact list');
    expect(doNotContactLabel(null)).toBeNull();
  });

  it('names the sender a chat belongs to', () => {
    expect(chatSenderLabel(chat('c1', 0))).toBe('via Sam Sender');
    expect(chatSenderLabel({ senderName: null })).toBe('via LinkedIn member');
  });
});
