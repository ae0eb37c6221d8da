import { DomainError } from '../errors';
import { DeciderSpecification } from '../testing/decider-specification';
import { mergeAttendees, otherAttendee } from './chat-attendees';
import { splitAttendeeName } from './attendee-name';
import { chatDecider } from './chat.decider';
import type { ChatCommand } from './chat-commands';
import type { ChatEvent, ChatMessage } from './chat-events';

const lead = {
  providerId: 'ACoLead',
  isSelf: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  pictureUrl: null,
  profileUrl: 'https://www.linkedin.com/in/ada',
};
const me = {
  providerId: 'ACoMe',
  isSelf: true,
  firstName: 'Grace',
  lastName: 'Hopper',
  pictureUrl: null,
  profileUrl: null,
};
const message = (messageId: string, isSender = false, text = `text of ${messageId}`): ChatMessage => ({
  chatId: 'chat-1',
  accountId: 'acc-1',
  messageId,
  text,
  timestamp: '2026-11-22T10:00:00.000Z',
  isSender,
  sender: isSender
    ? { providerId: 'ACoMe', name: 'Grace Hopper', profileUrl: null }
    : { providerId: 'ACoLead', name: 'Ada Lovelace', profileUrl: lead.profileUrl },
  attendees: [lead, me],
  source: 'webhook',
});
const now = new Date('2026-11-22T11:00:00Z');

const spec = DeciderSpecification(chatDecider);
const record = (...messages: ChatMessage[]): ChatCommand => ({ type: 'RecordChatMessages', data: { messages } });
const markRead: ChatCommand = { type: 'MarkChatRead', data: { chatId: 'chat-1', accountId: 'acc-1', now } };
const recorded = (m: ChatMessage): ChatEvent => ({ type: 'ChatMessageRecorded', data: m });

describe('a chat', () => {
  it('given no events, when a message arrives, then ChatMessageRecorded carries it whole', () => {
    spec
      .given([])
      .when(record(message('m1')))
      .then([{ type: 'ChatMessageRecorded', data: message('m1') }]);
  });

  it('given a message from the webhook, when a sync brings the same message id, then nothing is recorded', () => {
    spec
      .given([recorded(message('m1'))])
      .when(record({ ...message('m1'), source: 'sync' }))
      .thenNothing();
  });

  it('given some messages, when a sync brings old and new ones (one twice), then only the new ones are recorded, once', () => {
    const events = spec
      .given([recorded(message('m1'))])
      .when(record(message('m1'), message('m2'), message('m3', true), message('m2')))
      .events();
    expect(events.map((e) => (e.type === 'ChatMessageRecorded' ? e.data.messageId : e.type))).toEqual(['m2', 'm3']);
  });

  it('rejects a message without an id: it could not be told apart from its duplicates', () => {
    spec
      .given([])
      .when(record(message(' ')))
      .thenThrows(DomainError);
  });

  it('counts messages from the other side as unread until the chat is read; our own do not count', () => {
    const chat = spec.given([recorded(message('m1')), recorded(message('m2', true)), recorded(message('m3'))]);
    expect(chat.state().unread).toBe(2);
    const read = chat.when(markRead);
    read.then([{ type: 'ChatRead', data: { chatId: 'chat-1', accountId: 'acc-1', occurredAt: now.toISOString() } }]);
    expect(spec.given([recorded(message('m1')), ...read.events()]).state().unread).toBe(0);
  });

  it('given a chat with nothing unread, reading it again records nothing', () => {
    spec.given([]).when(markRead).thenNothing();
    spec
      .given([recorded(message('m1', true))])
      .when(markRead)
      .thenNothing();
  });
});

describe('chat attendees', () => {
  it('keeps what a sync knew (the picture) when a webhook names the same person without it', () => {
    const synced = [{ ...lead, pictureUrl: 'https://pics/ada.jpg' }, me];
    expect(mergeAttendees(synced, [{ ...lead, pictureUrl: null }])).toEqual(synced);
  });

  it('adds someone new, and finds the other person', () => {
    const merged = mergeAttendees([me], [lead]);
    expect(merged).toEqual([me, lead]);
    expect(otherAttendee(merged)).toBe(lead);
  });

  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Jean  Baptiste Say ', 'Jean', 'Baptiste Say'],
    ['Cher', 'Cher', null],
    ['', null, null],
    [null, null, null],
  ])('splits the display name %p', (name, firstName, lastName) => {
    expect(splitAttendeeName(name)).toEqual({ firstName, lastName });
  });
});
