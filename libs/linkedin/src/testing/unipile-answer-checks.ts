/**
 * What the adapter's mappers must make of each Unipile answer, stated against the answer itself,
 * so the same checks run over the recorded answers (unipile/fixtures/*.json) and over the
 * sandbox's live answers: a change of shape on either side breaks a test.
 */
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '../errors';
import { hostedAuthUrlOf, toLinkedInAccount } from '../unipile/account.mapper';
import { toChat, toChatAttendee, toMessage } from '../unipile/messaging.mapper';
import { searchResultProfileUrl, searchTotalOf, toPost, toSentInvitation } from '../unipile/outreach.mapper';
import { toLinkedInProfile, toOwnProfile, toRelation } from '../unipile/profile.mapper';
import { explainMismatch, sdkAnswerValidators } from '../unipile/sdk-schemas';
import { fromErrorBody } from '../unipile/unipile-error.mapper';
import type {
  AccountAnswer,
  Chat,
  ChatAttendee,
  ErrorBody,
  HostedLink,
  Invitation,
  Message,
  OwnProfile,
  Page,
  Post,
  Relation,
  SearchMember,
  SearchPage,
  UserProfile,
} from './unipile-answer-types';

export type AnswerKind =
  | 'hostedLink'
  | 'account'
  | 'ownProfile'
  | 'userProfile'
  | 'relations'
  | 'invitationsSent'
  | 'searchPage'
  | 'posts'
  | 'chats'
  | 'messages'
  | 'attendees';

const PROFILE_URL = /^https:\/\/www\.linkedin\.com\/in\/[^/]+\/?$/;
const DEGREE_OF: Record<string, number | null> = {
  FIRST_DEGREE: 1,
  SECOND_DEGREE: 2,
  THIRD_DEGREE: 3,
  DISTANCE_1: 1,
  DISTANCE_2: 2,
  DISTANCE_3: 3,
  OUT_OF_NETWORK: null,
};
const isoOrNull = (value: string | null) => value === null || !Number.isNaN(Date.parse(value));

/** A list answer the checks read has items (else they would check nothing), each checked. */
function eachItem<T>(raw: unknown, check: (item: T) => void): void {
  const { items } = raw as Page<T>;
  expect(items.length).toBeGreaterThan(0);
  items.forEach(check);
}

/** The checks by answer kind: each maps the body and compares the result with the body's own fields. */
export const answerChecks: Record<AnswerKind, (body: unknown) => void> = {
  hostedLink(raw) {
    const body = raw as HostedLink;
    expect(hostedAuthUrlOf(body)).toBe(body.url);
    expect(body.url).toMatch(/^https?:\/\//);
  },

  account(raw) {
    const body = raw as AccountAnswer;
    const account = toLinkedInAccount(body, 'requested-id');
    expect(account).toMatchObject({
      accountId: body.id,
      name: body.name,
      createdAt: body.created_at,
      providerId: body.connection_params.im.id,
      username: body.connection_params.im.username,
      providerStatus: body.sources[0].status,
    });
    expect(account.providerId).toMatch(/^ACo/);
    if (body.sources.every((s) => s.status === 'OK')) expect(account.status).toBe('connected');
  },

  ownProfile(raw) {
    const body = raw as OwnProfile;
    const me = toOwnProfile(body);
    expect(me).toMatchObject({
      providerId: body.provider_id,
      publicId: body.public_identifier,
      firstName: body.first_name,
      lastName: body.last_name,
      fullName: `${body.first_name} ${body.last_name}`,
      email: body.email,
      isPremium: body.premium,
    });
    expect(me.providerId).toMatch(/^ACo/);
    expect(me.profileUrl).toMatch(PROFILE_URL);
    expect(me.headline).toBe(body.headline ?? body.occupation ?? null);
  },

  userProfile(raw) {
    const body = raw as UserProfile;
    const profile = toLinkedInProfile(body);
    expect(profile).toMatchObject({
      providerId: body.provider_id,
      publicId: body.public_identifier,
      fullName: `${body.first_name} ${body.last_name}`,
      headline: body.headline,
      connectionDegree: DEGREE_OF[body.network_distance],
      isConnected: body.network_distance === 'FIRST_DEGREE',
      invitationPending: body.invitation?.type === 'SENT' && body.invitation?.status === 'PENDING',
      isPremium: body.is_premium === true,
      canSendInmail: body.can_send_inmail === true,
      followerCount: body.follower_count,
      connectionsCount: body.connections_count,
    });
    expect(profile.profileUrl).toMatch(PROFILE_URL);
    expect(profile.experience).toHaveLength(body.work_experience?.length ?? 0);
    if (body.work_experience?.length) {
      const current = body.work_experience.find((e) => e.current) ?? body.work_experience[0];
      expect([profile.company, profile.position]).toEqual([current.company, current.position]);
    }
    expect(profile.education.map((e) => e.school)).toEqual((body.education ?? []).map((e) => e.school));
    expect(profile.skills.map((s) => [s.name, s.endorsementCount, s.endorsementId, s.endorsed])).toEqual(
      (body.skills ?? []).map((s) => [s.name, s.endorsement_count, s.endorsement_id ?? null, s.endorsed === true]),
    );
    expect(profile.emails).toEqual(body.contact_info?.emails ?? []);
  },

  relations(raw) {
    const { cursor } = raw as Page<Relation>;
    expect(cursor === null || typeof cursor === 'string').toBe(true);
    eachItem<Relation>(raw, (item) => {
      const relation = toRelation(item);
      expect(relation).toMatchObject({
        memberId: item.member_id,
        publicId: item.public_identifier,
        firstName: item.first_name,
        lastName: item.last_name,
      });
      expect(relation.profileUrl).toMatch(PROFILE_URL);
      expect(relation.connectedAt).toBe(new Date(item.created_at).toISOString());
    });
  },

  invitationsSent(raw) {
    eachItem<Invitation>(raw, (item) => {
      const invitation = toSentInvitation(item);
      expect(invitation).toMatchObject({
        invitationId: item.id,
        providerId: item.invited_user_id,
        publicId: item.invited_user_public_id,
        name: item.invited_user,
      });
      expect(invitation.invitationId).not.toBe('');
      expect(invitation.sentAt).toBe(item.parsed_datetime ?? item.date);
      if (item.invited_user_public_id) expect(invitation.profileUrl).toMatch(PROFILE_URL);
    });
  },

  searchPage(raw) {
    const body = raw as SearchPage;
    expect(searchTotalOf(body)).toBe(body.paging.total_count);
    eachItem<SearchMember>(raw, (item) => {
      const url = searchResultProfileUrl(item);
      expect(url).toMatch(PROFILE_URL);
      if (item.public_identifier) expect(url).toContain(item.public_identifier);
    });
  },

  posts(raw) {
    eachItem<Post>(raw, (item) => {
      expect(toPost(item)).toMatchObject({
        postId: item.id,
        socialId: item.social_id,
        text: item.text,
        url: item.share_url,
        createdAt: item.parsed_datetime,
      });
    });
  },

  chats(raw) {
    eachItem<Chat>(raw, (item) => {
      const chat = toChat(item);
      expect(chat).toMatchObject({
        chatId: item.id,
        accountId: item.account_id,
        attendeeProviderId: item.attendee_provider_id,
        name: item.name,
        isGroup: false,
        lastActivityAt: item.timestamp,
        unreadCount: item.unread_count,
        isInMail: item.content_type === 'inmail',
      });
      expect(isoOrNull(chat.lastActivityAt)).toBe(true);
    });
  },

  messages(raw) {
    eachItem<Message>(raw, (item) => {
      const message = toMessage(item);
      expect(message).toMatchObject({
        messageId: item.id,
        chatId: item.chat_id,
        senderId: item.sender_id,
        text: item.text,
        timestamp: item.timestamp,
        isSender: item.is_sender === 1,
        seen: item.seen === 1,
        deleted: item.deleted === 1,
      });
    });
  },

  attendees(raw) {
    const body = raw as Page<ChatAttendee>;
    const attendees = body.items.map(toChatAttendee);
    expect(attendees.filter((a) => a.isSelf)).toEqual([expect.objectContaining({ connectionDegree: 0 })]);
    body.items.forEach((item, i) => {
      expect(attendees[i]).toMatchObject({
        attendeeId: item.id,
        providerId: item.provider_id,
        name: item.name,
        isSelf: item.is_self === 1,
      });
      if (!attendees[i].isSelf) expect(attendees[i].connectionDegree).toBe(DEGREE_OF[item.specifics.network_distance]);
    });
  },
};

/** The SDK accepts the answer (its schema for that call); failures list the mismatched fields. */
export function expectSdkAccepts(kind: AnswerKind, body: unknown): void {
  const reasons = explainMismatch(sdkAnswerValidators[kind], body).map((m) => `${m.path}: ${m.message}`);
  expect(reasons).toEqual([]);
}

/** An error body maps to the typed error its status and code call for. */
export function checkErrorBody(raw: unknown): void {
  const body = raw as ErrorBody;
  const error = fromErrorBody(body, 'account-1');
  const code = body.type.replace(/^errors\//, '');
  const expected =
    code === 'disconnected_account'
      ? AccountDisconnectedError
      : code === 'invalid_credentials'
        ? InvalidCredentialsError
        : body.status === 429
          ? RateLimitedError
          : body.status === 404
            ? NotFoundError
            : body.status >= 500
              ? ProviderUnavailableError
              : ProviderRequestError;
  expect(error).toBeInstanceOf(expected);
  expect(error).toMatchObject({ type: code, status: body.status });
  expect(error.message).toContain(body.title);
}
