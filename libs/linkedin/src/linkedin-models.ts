/**
 * What the LinkedIn provider port answers, in the product's words. Provider-specific spellings
 * (Unipile's snake_case, its two ways of writing network distance) never leave the adapter.
 */

/** 0 is the account itself, 1–3 the LinkedIn degree, null out of network or unknown. */
export type ConnectionDegree = 0 | 1 | 2 | 3 | null;

/** A page of a cursor-paged list; `cursor` is null on the last page. */
export interface Page<T> {
  readonly items: T[];
  readonly cursor: string | null;
}

export interface LinkedInSkill {
  readonly name: string;
  readonly endorsementCount: number;
  /** What endorseSkill takes; absent when LinkedIn does not offer endorsing this skill. */
  readonly endorsementId: string | null;
  readonly endorsed: boolean;
}

export interface LinkedInExperience {
  readonly company: string;
  readonly position: string;
  readonly location: string | null;
  readonly start: string | null;
  readonly end: string | null;
  readonly current: boolean;
}

export interface LinkedInEducation {
  readonly school: string;
  readonly degree: string | null;
  readonly fieldOfStudy: string | null;
}

/** Who a LinkedIn member is: what a member's profile and the account's own profile both carry. */
export interface LinkedInMemberIdentity {
  /** The provider's member id (`ACo…`): what invitations, chats and endorsements take. */
  readonly providerId: string;
  /** The `/in/{slug}` part of the public profile URL. */
  readonly publicId: string | null;
  readonly profileUrl: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
}

export interface LinkedInProfile extends LinkedInMemberIdentity {
  readonly headline: string | null;
  readonly summary: string | null;
  readonly location: string | null;
  readonly websites: string[];
  readonly pictureUrl: string | null;
  /** Current company and position, from the first current work experience. */
  readonly company: string | null;
  readonly position: string | null;
  readonly connectionDegree: ConnectionDegree;
  readonly isConnected: boolean;
  /** We sent an invitation that is still pending. */
  readonly invitationPending: boolean;
  readonly isPremium: boolean;
  readonly isOpenProfile: boolean;
  readonly canSendInmail: boolean;
  readonly connectionsCount: number | null;
  readonly followerCount: number | null;
  readonly skills: LinkedInSkill[];
  readonly experience: LinkedInExperience[];
  readonly education: LinkedInEducation[];
  readonly emails: string[];
}

/** The connected account's own profile (`/users/me`). */
export interface LinkedInOwnProfile extends LinkedInMemberIdentity {
  readonly headline: string | null;
  readonly location: string | null;
  readonly email: string | null;
  readonly pictureUrl: string | null;
  readonly isPremium: boolean;
}

/**
 * The account's connection as the product sees it: `connected` works, `connecting` is on its way,
 * `disconnected` needs the user to reconnect (credentials or permissions lost), `error` is a
 * provider-side failure (stopped sync, error) that may recover on its own.
 */
export type LinkedInAccountStatus = 'connected' | 'connecting' | 'disconnected' | 'error';

export interface LinkedInAccount {
  readonly accountId: string;
  readonly name: string | null;
  readonly createdAt: string | null;
  readonly status: LinkedInAccountStatus;
  /** The provider's own status word that `status` was derived from (the worst among its sources). */
  readonly providerStatus: string;
  /** The LinkedIn member id of the account owner, when the provider gives it. */
  readonly providerId: string | null;
  readonly username: string | null;
  readonly premiumFeatures: string[];
}

export interface HostedAuthLink {
  readonly url: string;
  readonly expiresAt: string;
}

/** A person in a search's results: their profile URL and what the results page shows of them. */
export interface LinkedInSearchPerson {
  readonly profileUrl: string;
  readonly name: string | null;
  readonly headline: string | null;
}

export interface LinkedInSentInvitation {
  readonly invitationId: string;
  readonly providerId: string | null;
  readonly publicId: string | null;
  readonly profileUrl: string | null;
  readonly name: string | null;
  readonly sentAt: string | null;
  readonly note: string | null;
}

export interface LinkedInRelation {
  /** Relations carry LinkedIn's member id, not the `ACo…` provider id (unipile.md §9.5). */
  readonly memberId: string | null;
  readonly publicId: string | null;
  readonly profileUrl: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly headline: string | null;
  readonly pictureUrl: string | null;
  readonly connectedAt: string | null;
}

export interface LinkedInChat {
  readonly chatId: string;
  readonly accountId: string;
  readonly providerId: string | null;
  readonly attendeeProviderId: string | null;
  readonly name: string | null;
  readonly isGroup: boolean;
  readonly lastActivityAt: string | null;
  readonly unreadCount: number;
  readonly archived: boolean;
  readonly readOnly: boolean;
  readonly isInMail: boolean;
}

export interface LinkedInChatAttendee {
  readonly attendeeId: string;
  readonly providerId: string | null;
  readonly name: string | null;
  readonly isSelf: boolean;
  readonly pictureUrl: string | null;
  readonly profileUrl: string | null;
  readonly headline: string | null;
  readonly connectionDegree: ConnectionDegree;
}

export interface LinkedInMessage {
  readonly messageId: string;
  readonly providerId: string | null;
  readonly chatId: string;
  readonly senderId: string | null;
  readonly text: string | null;
  readonly timestamp: string | null;
  /** Sent by the account itself. */
  readonly isSender: boolean;
  readonly seen: boolean;
  readonly deleted: boolean;
  /** `MESSAGE`, `INVITATION`, `INMAIL`, … as the provider says. */
  readonly messageType: string | null;
}

export interface LinkedInPost {
  readonly postId: string;
  /** What likePost takes. */
  readonly socialId: string;
  readonly text: string | null;
  readonly url: string | null;
  readonly createdAt: string | null;
}

export interface LinkedInWebhookIds {
  readonly messaging: string;
  readonly relations: string;
  readonly accountStatus: string;
}

/**
 * How far the provider's answers have drifted from the schemas the adapter was written against
 * (for Unipile: the schemas of its own Node SDK), since the process started.
 */
export interface AnswerDrift {
  /** Answers that did not match. */
  readonly mismatchedAnswers: number;
  /** Mismatched fields over all those answers (a field counts once per answer). */
  readonly mismatches: number;
  /** Each distinct mismatch as `METHOD /path field`, e.g. `GET /accounts/{id} /current_signature`. */
  readonly mismatchedFields: readonly string[];
}
