import type { ProviderAction } from '@outflow/domain';
import type {
  AnswerDrift,
  HostedAuthLink,
  LinkedInAccount,
  LinkedInChat,
  LinkedInChatAttendee,
  LinkedInMessage,
  LinkedInOwnProfile,
  LinkedInPost,
  LinkedInProfile,
  LinkedInRelation,
  LinkedInSearchPerson,
  LinkedInSentInvitation,
  LinkedInWebhookIds,
  Page,
} from './linkedin-models';

export type LinkedInProfileSection = 'experience' | 'education' | 'languages' | 'skills' | 'certifications' | 'about';

export interface GetProfileOptions {
  /** A profile URL (`https://www.linkedin.com/in/{slug}`, Sales Navigator lead URL), a public id or a provider id. */
  readonly publicIdOrUrl: string;
  /** Tell the member their profile was viewed (counts as a profile view). Default false. */
  readonly notify?: boolean;
  /** Extra sections to load; `'*'` for all. */
  readonly sections?: LinkedInProfileSection[] | '*';
}

export interface HostedAuthLinkRequest {
  readonly type: 'create' | 'reconnect';
  /** Required when type is reconnect. */
  readonly reconnectAccountId?: string;
  /** Our user id; comes back as `name` in the notify callback. */
  readonly userId: string;
  readonly successUrl?: string;
  readonly failureUrl?: string;
  readonly notifyUrl?: string;
  /** How long the link stays valid; default one hour (links also die at the provider's daily restart). */
  readonly expiresInMs?: number;
}

export interface PageRequest {
  readonly cursor?: string | null;
  readonly limit?: number;
}

export interface ListChatsRequest extends PageRequest {
  readonly unread?: boolean;
  /** Only chats with activity after this instant. */
  readonly after?: Date;
  readonly before?: Date;
}

export interface ListMessagesRequest extends PageRequest {
  readonly after?: Date;
  readonly before?: Date;
}

export interface SearchProfilesOptions {
  /** Stop after this many profile URLs; at most (and by default) 1,000, LinkedIn's own cap. */
  readonly max?: number;
  /** Results per provider call; default 50 (keep ≤ 50 for classic search), at most 100. */
  readonly pageSize?: number;
}

export interface StartChatOptions {
  /** Send as InMail (to someone we are not connected with). */
  readonly inmail?: boolean;
}

export interface WebhookRegistration {
  /** Where new messages are delivered. */
  readonly messagesUrl: string;
  /** Where new relations (accepted invitations) are delivered. */
  readonly relationsUrl: string;
  /** Where account status changes are delivered. */
  readonly accountStatusUrl: string;
  /** Shared secret sent back in `secretHeader` on every delivery (the provider signs nothing). */
  readonly secret: string;
  readonly secretHeader?: string;
  /** Limit deliveries to these accounts; all accounts when absent. */
  readonly accountIds?: string[];
  /** Names the webhooks `{namePrefix}-messages` etc., so registering again reuses them. Default `outflow`. */
  readonly namePrefix?: string;
}

/**
 * The LinkedIn provider port: every LinkedIn operation the runner, the inbox and the lead sources
 * need. Implementations throw the typed errors of `./errors` and retry only what is safe to repeat
 * (reads); an invitation, a message or any other action is sent at most once per call.
 */
export interface LinkedInProvider {
  /**
   * The sequence actions this provider can perform (named as the sequence's action kinds). The
   * builder offers only these and a campaign with another step is refused.
   */
  capabilities(): ReadonlySet<ProviderAction>;
  /** How far the provider's answers have drifted from the schemas the adapter expects (for `/api/ready`). */
  answerDrift(): AnswerDrift;

  // Accounts
  createHostedAuthLink(request: HostedAuthLinkRequest): Promise<HostedAuthLink>;
  getAccount(accountId: string): Promise<LinkedInAccount>;
  getOwnProfile(accountId: string): Promise<LinkedInOwnProfile>;
  deleteAccount(accountId: string): Promise<void>;
  registerWebhooks(registration: WebhookRegistration): Promise<LinkedInWebhookIds>;

  // Profiles and relations
  getProfile(accountId: string, options: GetProfileOptions): Promise<LinkedInProfile>;
  /** Whether the account is connected (first degree) with the profile. Never notifies the member. */
  isConnected(accountId: string, publicIdOrUrl: string): Promise<boolean>;
  listRelations(accountId: string, page?: PageRequest): Promise<Page<LinkedInRelation>>;

  // Invitations
  sendInvitation(accountId: string, providerId: string, note?: string): Promise<{ invitationId: string | null }>;
  /** Every pending invitation the account sent (all pages). */
  listSentInvitations(accountId: string): Promise<LinkedInSentInvitation[]>;
  withdrawInvitation(accountId: string, invitationId: string): Promise<void>;

  // Search
  /** The provider's total for a LinkedIn or Sales Navigator search URL. */
  searchCount(accountId: string, searchUrl: string): Promise<number>;
  /** Profile URLs of the search's results, page after page, at most 1,000. */
  searchProfiles(accountId: string, searchUrl: string, options?: SearchProfilesOptions): Promise<string[]>;
  /** The same results with what the search says of each person (name, headline), for showing a lead list. */
  searchPeople(accountId: string, searchUrl: string, options?: SearchProfilesOptions): Promise<LinkedInSearchPerson[]>;

  // Messaging
  listChats(accountId: string, request?: ListChatsRequest): Promise<Page<LinkedInChat>>;
  listChatAttendees(chatId: string): Promise<LinkedInChatAttendee[]>;
  listMessages(chatId: string, request?: ListMessagesRequest): Promise<Page<LinkedInMessage>>;
  sendMessage(chatId: string, text: string): Promise<{ messageId: string | null }>;
  /** Opens a chat (or adds to the existing one with the same people) with a first message. */
  startChat(
    accountId: string,
    providerIds: string[],
    text: string,
    options?: StartChatOptions,
  ): Promise<{ chatId: string; messageId: string | null }>;

  // Engagement
  listPosts(accountId: string, publicIdOrUrl: string, page?: PageRequest): Promise<Page<LinkedInPost>>;
  /** Reacts to a post given its social id (LinkedInPost.socialId). */
  likePost(accountId: string, postSocialId: string): Promise<void>;
  endorseSkill(accountId: string, profileProviderId: string, skillEndorsementId: string): Promise<void>;
  /** Only where `capabilities()` has `follow-profile`. */
  follow(accountId: string, providerId: string): Promise<void>;
}
