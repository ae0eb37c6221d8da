import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { answerChecks, checkErrorBody, expectSdkAccepts, type AnswerKind } from '../testing/unipile-answer-checks';
import { hostedAuthUrlOf, toLinkedInAccount } from './account.mapper';
import { toChat, toChatAttendee, toMessage } from './messaging.mapper';
import { searchResultProfileUrl, searchTotalOf, toSentInvitation } from './outreach.mapper';
import { toLinkedInProfile, toOwnProfile, toRelation } from './profile.mapper';

const userProfile = {
  object: 'UserProfile',
  provider_id: 'ACoAAA1',
  public_identifier: 'ada-lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  headline: 'Analyst',
  location: 'London',
  websites: ['https://ada.example'],
  profile_picture_url: 'https://media.example/ada.jpg',
  is_premium: true,
  is_open_profile: false,
  can_send_inmail: 1,
  is_relationship: false,
  network_distance: 'SECOND_DEGREE',
  invitation: { type: 'SENT', status: 'PENDING' },
  connections_count: 500,
  follower_count: 1200,
  work_experience: [
    { company: 'Old Co', position: 'Intern', start: '2010', end: '2011' },
    { company: 'Engines Ltd', position: 'Lead Analyst', start: '2012', end: null, current: true },
  ],
  skills: [{ name: 'Mathematics', endorsement_count: 12, endorsement_id: '991', endorsed: false }],
  contact_info: { emails: ['ada@example.com'] },
};

describe('Unipile mappers', () => {
  it('maps a user profile: current position, degree, pending invitation, skills', () => {
    expect(toLinkedInProfile(userProfile)).toMatchObject({
      providerId: 'ACoAAA1',
      publicId: 'ada-lovelace',
      profileUrl: 'https://www.linkedin.com/in/ada-lovelace',
      fullName: 'Ada Lovelace',
      company: 'Engines Ltd',
      position: 'Lead Analyst',
      connectionDegree: 2,
      isConnected: false,
      invitationPending: true,
      canSendInmail: true,
      skills: [{ name: 'Mathematics', endorsementCount: 12, endorsementId: '991', endorsed: false }],
      websites: ['https://ada.example'],
      emails: ['ada@example.com'],
    });
  });

  it.each([
    [{ network_distance: 'FIRST_DEGREE' }],
    [{ network_distance: 'DISTANCE_1' }],
    [{ network_distance: 'OUT_OF_NETWORK', is_relationship: true }],
  ])('counts %j as connected', (fields) => {
    expect(toLinkedInProfile({ ...userProfile, invitation: undefined, ...fields }).isConnected).toBe(true);
  });

  it('a received or withdrawn invitation is not pending', () => {
    expect(
      toLinkedInProfile({ ...userProfile, invitation: { type: 'RECEIVED', status: 'PENDING' } }).invitationPending,
    ).toBe(false);
    expect(
      toLinkedInProfile({ ...userProfile, invitation: { type: 'SENT', status: 'WITHDRAWN' } }).invitationPending,
    ).toBe(false);
  });

  it('maps the own profile', () => {
    expect(
      toOwnProfile({
        object: 'AccountOwnerProfile',
        provider_id: 'ACoME',
        first_name: 'Grace',
        last_name: 'Hopper',
        public_identifier: 'grace',
        public_profile_url: 'https://www.linkedin.com/in/grace',
        email: 'g@example.com',
        premium: true,
      }),
    ).toMatchObject({
      providerId: 'ACoME',
      fullName: 'Grace Hopper',
      email: 'g@example.com',
      isPremium: true,
      profileUrl: 'https://www.linkedin.com/in/grace',
    });
  });

  it('maps an account with the status of its least healthy source', () => {
    const account = {
      object: 'Account',
      id: 'acc_1',
      type: 'LINKEDIN',
      name: 'user-1',
      created_at: '2026-11-22T10:00:00.000Z',
      connection_params: { im: { id: 'ACoME', username: 'Grace Hopper', premiumFeatures: ['premium'] } },
      sources: [
        { id: 'acc_1_MESSAGING', status: 'OK' },
        { id: 'acc_1_X', status: 'CREDENTIALS' },
      ],
    };
    expect(toLinkedInAccount(account, 'acc_1')).toEqual({
      accountId: 'acc_1',
      name: 'user-1',
      createdAt: '2026-11-22T10:00:00.000Z',
      status: 'disconnected',
      providerStatus: 'CREDENTIALS',
      providerId: 'ACoME',
      username: 'Grace Hopper',
      premiumFeatures: ['premium'],
    });
  });

  it.each([[{ object: 'HostedAuthURL', url: 'https://a/1' }], [{ object: 'HostedAuthUrl', url: 'https://a/1' }]])(
    'reads only the url of a hosted auth answer %j',
    (body) => expect(hostedAuthUrlOf(body)).toBe('https://a/1'),
  );

  it('maps chats, attendees and messages with 0/1 flags', () => {
    expect(
      toChat({
        id: 'c1',
        account_id: 'acc_1',
        type: 0,
        unread_count: 2,
        archived: 0,
        read_only: 1,
        content_type: 'inmail',
        timestamp: '2026-11-22T10:00:00Z',
      }),
    ).toMatchObject({
      chatId: 'c1',
      isGroup: false,
      unreadCount: 2,
      archived: false,
      readOnly: true,
      isInMail: true,
      lastActivityAt: '2026-11-22T10:00:00.000Z',
    });
    expect(
      toChatAttendee({
        id: 'a1',
        provider_id: 'ACo1',
        is_self: 0,
        specifics: { network_distance: 'DISTANCE_1', headline: 'h' },
      }),
    ).toMatchObject({
      attendeeId: 'a1',
      isSelf: false,
      connectionDegree: 1,
      headline: 'h',
    });
    expect(
      toMessage({ id: 'm1', chat_id: 'c1', text: null, is_sender: 1, seen: 0, message_type: 'MESSAGE' }),
    ).toMatchObject({
      messageId: 'm1',
      text: null,
      isSender: true,
      seen: false,
      messageType: 'MESSAGE',
    });
  });

  it('bounds what the provider answers before it reaches an event: over-long ids read as absent, texts are cut and storable, bad times absent', () => {
    const message = toMessage({
      id: 'm'.repeat(256),
      chat_id: 'c1',
      sender_id: 'ACo1',
      text: `a\u0000b \ud800 ${'x'.repeat(9000)}`,
      timestamp: 'not a time',
      is_sender: 0,
    });
    expect(message).toMatchObject({ messageId: '', chatId: 'c1', senderId: 'ACo1', timestamp: null });
    expect(message.text).toHaveLength(8000);
    expect(message.text!.startsWith('ab \ufffd x')).toBe(true);
    const profile = toLinkedInProfile({
      ...userProfile,
      provider_id: 'p'.repeat(256),
      public_identifier: 'q'.repeat(256),
      headline: 'h'.repeat(20_000),
    });
    expect([profile.providerId, profile.publicId, profile.headline!.length]).toEqual(['', null, 10_000]);
    expect(toChat({ id: 'c1', timestamp: 1e20 }).lastActivityAt).toBeNull();
  });

  it('maps sent invitations and search results', () => {
    expect(
      toSentInvitation({
        id: 'inv1',
        invited_user: 'Ada',
        invited_user_id: 'ACo1',
        invited_user_public_id: 'ada',
        date: '2 days ago',
        parsed_datetime: '2026-11-20T00:00:00.000Z',
        invitation_text: 'Hi',
      }),
    ).toEqual({
      invitationId: 'inv1',
      providerId: 'ACo1',
      publicId: 'ada',
      profileUrl: 'https://www.linkedin.com/in/ada',
      name: 'Ada',
      sentAt: '2026-11-20T00:00:00.000Z',
      note: 'Hi',
    });
    expect(searchResultProfileUrl({ type: 'PEOPLE', public_profile_url: 'https://www.linkedin.com/in/ada' })).toBe(
      'https://www.linkedin.com/in/ada',
    );
    expect(
      searchResultProfileUrl({
        type: 'PEOPLE',
        public_identifier: 'ada',
        profile_url: 'https://www.linkedin.com/in/ACo1',
      }),
    ).toBe('https://www.linkedin.com/in/ada');
    expect(searchResultProfileUrl({ type: 'COMPANY', profile_url: 'x' })).toBeNull();
    expect(searchTotalOf({ paging: { start: 0, page_count: 10, total_count: 1234 } })).toBe(1234);
  });

  it('maps relations, with their date as ISO text whether sent as text or epoch milliseconds', () => {
    const relation = { first_name: 'Ada', last_name: 'L', public_identifier: 'ada', member_id: '123', headline: 'h' };
    expect(toRelation({ ...relation, created_at: 1763805600000 })).toEqual({
      memberId: '123',
      publicId: 'ada',
      profileUrl: 'https://www.linkedin.com/in/ada',
      firstName: 'Ada',
      lastName: 'L',
      headline: 'h',
      pictureUrl: null,
      connectedAt: '2025-11-22T10:00:00.000Z',
    });
    expect(toRelation({ ...relation, created_at: '2026-01-01T00:00:00.000Z' }).connectedAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});

/**
 * The recorded answers (fixtures/, as the SDK's types and Unipile's documentation show them): the
 * SDK accepts each, and the mappers read each as the checks say. The same checks run over the
 * sandbox's live answers in mappers-sandbox.int.spec.ts.
 */
describe('Unipile mappers over the recorded answers', () => {
  const recorded: Array<[AnswerKind, string]> = [
    ['hostedLink', 'hosted-link.json'],
    ['account', 'account.json'],
    ['ownProfile', 'own-profile.json'],
    ['userProfile', 'user-profile.json'],
    ['relations', 'relations.json'],
    ['invitationsSent', 'invitations-sent.json'],
    ['searchPage', 'search-page.json'],
    ['posts', 'posts.json'],
    ['chats', 'chats.json'],
    ['messages', 'messages.json'],
    ['attendees', 'attendees.json'],
  ];
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', file), 'utf8'));

  it.each(recorded)('%s (%s): the SDK accepts it and the mappers read it', (kind, file) => {
    const body = read(file);
    expectSdkAccepts(kind, body);
    answerChecks[kind](body);
  });

  it.each(read('errors.json') as Array<{ type: string }>)('error body $type maps to its typed error', (body) =>
    checkErrorBody(body),
  );

  it('every recorded answer is used: a fixture added without a check fails here', () => {
    const files = readdirSync(path.join(__dirname, 'fixtures')).sort();
    expect(files).toEqual([...recorded.map(([, file]) => file), 'errors.json'].sort());
  });
});
