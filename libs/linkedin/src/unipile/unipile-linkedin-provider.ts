import { PROVIDER_ACTIONS, providerId, systemClock, type Clock, type ProviderAction } from '@outflow/domain';
import { UnipileClient, type RequestInput } from 'unipile-node-sdk';
import { NotFoundError } from '../errors';
import type { LinkedInSearchPerson, Page } from '../linkedin-models';
import type {
  GetProfileOptions,
  HostedAuthLinkRequest,
  LinkedInProvider,
  ListChatsRequest,
  ListMessagesRequest,
  PageRequest,
  SearchProfilesOptions,
  StartChatOptions,
  WebhookRegistration,
} from '../linkedin-provider';
import { extractProfileIdentifier } from '../profile-url';
import { hostedAuthUrlOf, toLinkedInAccount } from './account.mapper';
import { AnswerDriftMonitor, callName } from './answer-drift';
import { createCallPolicy, type CallPolicy, type RetryOptions } from './call-policy';
import { baseUrlFromDsn } from './dsn';
import { toChat, toChatAttendee, toMessage } from './messaging.mapper';
import { searchResultPerson, searchTotalOf, toPost, toSentInvitation } from './outreach.mapper';
import { collectPages } from './paging';
import { toLinkedInProfile, toOwnProfile, toRelation } from './profile.mapper';
import { searchPageValidator, userProfileValidator, type SdkValidator } from './sdk-schemas';
import { toProviderError } from './unipile-error.mapper';
import { providerPath } from './provider-path';
import { UnipileHttp } from './unipile-http';
import { registerUnipileWebhooks } from './webhook-registrar';
import { id, list, record, text } from './wire-read';

export interface UnipileLinkedInProviderOptions {
  /** The account's DSN / base URL, e.g. `https://api1.unipile.com:13111`. */
  readonly dsn: string;
  /** Sent as `X-API-KEY`. */
  readonly apiKey: string;
  readonly retry?: RetryOptions;
  readonly clock?: Clock;
  /**
   * The DSN is the LinkedIn sandbox (libs/wiring sets it for LINKEDIN_PROVIDER=sandbox). The sandbox
   * also defines `POST /users/follow`, which Unipile lacks, so only then is follow supported.
   */
  readonly sandbox?: boolean;
  /** Where answer drift is logged (once per call and field); default console.warn. */
  readonly log?: (message: string) => void;
}

const HOUR_MS = 60 * 60 * 1000;
const SEARCH_CAP = 1000;
/** Unipile v1 has no follow endpoint (unipile.md §7, §9.7); everything else a sequence asks it can do. */
const UNIPILE_ACTIONS: ReadonlySet<ProviderAction> = new Set(
  PROVIDER_ACTIONS.filter((action) => action !== 'follow-profile'),
);
const SANDBOX_ACTIONS: ReadonlySet<ProviderAction> = new Set(PROVIDER_ACTIONS);

/**
 * The LinkedIn provider over Unipile's v1 REST API, built on its official Node SDK with response
 * validation at `warn`: every answer is checked against the SDK's schemas and a mismatch is
 * recorded by the drift monitor (logged once per call and field, counted for `/api/ready`), while
 * the call goes on with the fields the mappers read.
 *
 * Two transports: the SDK for most calls, and a thin `fetch` (unipile-http.ts) for the calls whose
 * `Retry-After` header matters or that the SDK has no method for: the profile lookup (LinkedIn's
 * daily allowance; also isConnected), search, endorse and follow. The SDK's request sender drops
 * response headers, so only the thin fetch can read `Retry-After`. Every failure leaves as one of
 * the port's typed errors.
 *
 * The port (linkedin-provider.ts) declares each call's answer; the methods here leave their return
 * types to it, checked through `implements`.
 */
export class UnipileLinkedInProvider implements LinkedInProvider {
  readonly baseUrl: string;
  private readonly client: UnipileClient;
  private readonly http: UnipileHttp;
  private readonly drift: AnswerDriftMonitor;
  private readonly policy: CallPolicy;
  private readonly clock: Clock;
  private readonly actions: ReadonlySet<ProviderAction>;

  constructor(options: UnipileLinkedInProviderOptions) {
    this.baseUrl = baseUrlFromDsn(options.dsn);
    this.clock = options.clock ?? systemClock;
    this.drift = new AnswerDriftMonitor(options.log ?? ((message) => console.warn(message)));
    this.client = new UnipileClient(this.baseUrl, options.apiKey, {
      validateRequestPayload: true,
      validateRequestPayloadLevel: 'warn',
    });
    guardRequestsOf(this.client, this.drift);
    this.http = new UnipileHttp(this.baseUrl, options.apiKey, this.drift, this.clock);
    this.policy = createCallPolicy(options.retry);
    this.actions = options.sandbox ? SANDBOX_ACTIONS : UNIPILE_ACTIONS;
  }

  capabilities(): ReadonlySet<ProviderAction> {
    return this.actions;
  }

  answerDrift() {
    return this.drift.report();
  }

  async createHostedAuthLink(request: HostedAuthLinkRequest) {
    const expiresAt = new Date(this.clock.now().getTime() + (request.expiresInMs ?? HOUR_MS)).toISOString();
    const common = {
      expiresOn: expiresAt,
      api_url: this.baseUrl,
      name: request.userId,
      success_redirect_url: request.successUrl,
      failure_redirect_url: request.failureUrl,
      notify_url: request.notifyUrl,
    };
    if (request.type === 'reconnect' && !request.reconnectAccountId) {
      throw new TypeError('A reconnect link needs the account id to reconnect');
    }
    const input =
      request.type === 'create'
        ? { type: 'create' as const, providers: ['LINKEDIN' as const], ...common }
        : {
            type: 'reconnect' as const,
            reconnect_account: providerId('account', request.reconnectAccountId!),
            ...common,
          };
    const body = await this.safe(undefined, () => this.client.account.createHostedAuthLink(input));
    return { url: hostedAuthUrlOf(body), expiresAt };
  }

  async getAccount(accountId: string) {
    return toLinkedInAccount(await this.safe(accountId, () => this.client.account.getOne(accountId)), accountId);
  }

  async getOwnProfile(accountId: string) {
    providerId('account', accountId);
    return toOwnProfile(await this.safe(accountId, () => this.client.users.getOwnProfile(accountId)));
  }

  async deleteAccount(accountId: string): Promise<void> {
    try {
      await this.once(accountId, () => this.client.account.delete(accountId));
    } catch (error) {
      // Already gone at the provider: what the user asked for is done.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }

  registerWebhooks(registration: WebhookRegistration) {
    registration.accountIds?.forEach((account) => providerId('account', account));
    const mapped: CallPolicy = {
      safe: (call) => this.safe(undefined, call),
      once: (call) => this.once(undefined, call),
    };
    return registerUnipileWebhooks(this.client, mapped, registration);
  }

  /** Thin fetch: a refused lookup's `Retry-After` says when LinkedIn's daily allowance comes back. */
  async getProfile(accountId: string, options: GetProfileOptions) {
    providerId('account', accountId);
    const parameters: Record<string, string> = { account_id: accountId, notify: options.notify ? 'true' : 'false' };
    if (options.sections)
      parameters.linkedin_sections =
        typeof options.sections === 'string' ? options.sections : options.sections.join(',');
    const path = ['users', extractProfileIdentifier(options.publicIdOrUrl)];
    // With notify the fetch is a profile view the member is told about: an action, run once like an invitation.
    const call = options.notify ? this.once.bind(this) : this.safe.bind(this);
    const body = await call(accountId, () =>
      this.http.send({ method: 'GET', path, parameters, validator: userProfileValidator }),
    );
    return toLinkedInProfile(body);
  }

  async isConnected(accountId: string, publicIdOrUrl: string): Promise<boolean> {
    return (await this.getProfile(accountId, { publicIdOrUrl, notify: false })).isConnected;
  }

  async listRelations(accountId: string, page: PageRequest = {}) {
    providerId('account', accountId);
    const body = await this.safe(accountId, () =>
      this.client.users.getAllRelations({
        account_id: accountId,
        limit: page.limit ?? 100,
        cursor: page.cursor ?? undefined,
      }),
    );
    return pageOf(body, toRelation);
  }

  async sendInvitation(accountId: string, memberId: string, note?: string): Promise<{ invitationId: string | null }> {
    providerId('account', accountId);
    providerId('member', memberId);
    const message = note?.trim() ? note : undefined;
    const body = await this.once(accountId, () =>
      this.client.users.sendInvitation({
        account_id: accountId,
        provider_id: memberId,
        ...(message ? { message } : {}),
      }),
    );
    return { invitationId: id(record(body).invitation_id) };
  }

  async listSentInvitations(accountId: string) {
    providerId('account', accountId);
    return collectPages(async (cursor) => {
      const body = await this.safe(accountId, () =>
        this.client.users.getAllInvitationsSent({ account_id: accountId, limit: 100, cursor: cursor ?? undefined }),
      );
      return pageOf(body, toSentInvitation);
    });
  }

  async withdrawInvitation(accountId: string, invitationId: string): Promise<void> {
    providerId('account', accountId);
    await this.once(accountId, () =>
      this.client.users.cancelInvitationSent({ account_id: accountId, invitation_id: invitationId }),
    );
  }

  async searchCount(accountId: string, searchUrl: string): Promise<number> {
    const body = await this.search(accountId, searchUrl, 1, null);
    return searchTotalOf(body) ?? list(record(body).items).length;
  }

  async searchProfiles(accountId: string, searchUrl: string, options: SearchProfilesOptions = {}): Promise<string[]> {
    return (await this.searchPeople(accountId, searchUrl, options)).map((person) => person.profileUrl);
  }

  async searchPeople(accountId: string, searchUrl: string, options: SearchProfilesOptions = {}) {
    const max = Math.min(options.max ?? SEARCH_CAP, SEARCH_CAP);
    const pageSize = Math.max(1, Math.min(options.pageSize ?? 50, 100));
    const seen = new Set<string>();
    return collectPages(
      async (cursor) => {
        const body = await this.search(accountId, searchUrl, pageSize, cursor);
        const page = pageOf(body, searchResultPerson);
        const fresh = page.items.filter(
          (person): person is LinkedInSearchPerson => person !== null && !seen.has(person.profileUrl),
        );
        fresh.forEach((person) => seen.add(person.profileUrl));
        return { items: fresh, cursor: page.cursor };
      },
      { max },
    );
  }

  async listChats(accountId: string, request: ListChatsRequest = {}) {
    providerId('account', accountId);
    const body = await this.safe(accountId, () =>
      this.client.messaging.getAllChats({ account_id: accountId, unread: request.unread, ...listWindow(request) }),
    );
    return pageOf(body, toChat);
  }

  async listChatAttendees(chatId: string) {
    const body = await this.safe(undefined, () => this.client.messaging.getAllAttendeesFromChat(chatId));
    return list(record(body).items).map(toChatAttendee);
  }

  async listMessages(chatId: string, request: ListMessagesRequest = {}) {
    const body = await this.safe(undefined, () =>
      this.client.messaging.getAllMessagesFromChat({ chat_id: chatId, ...listWindow(request) }),
    );
    return pageOf(body, toMessage);
  }

  async sendMessage(chatId: string, messageText: string): Promise<{ messageId: string | null }> {
    const body = await this.once(undefined, () =>
      this.client.messaging.sendMessage({ chat_id: chatId, text: messageText }),
    );
    return { messageId: id(record(body).message_id) };
  }

  async startChat(
    accountId: string,
    providerIds: string[],
    messageText: string,
    options: StartChatOptions = {},
  ): Promise<{ chatId: string; messageId: string | null }> {
    providerId('account', accountId);
    providerIds.forEach((member) => providerId('member', member));
    const body = await this.once(accountId, () =>
      this.client.messaging.startNewChat({
        account_id: accountId,
        attendees_ids: providerIds,
        text: messageText,
        ...(options.inmail ? { options: { linkedin: { api: 'classic' as const, inmail: true } } } : {}),
      }),
    );
    const chatId = id(record(body).chat_id);
    if (!chatId) throw new TypeError('The provider started a chat without returning its id');
    return { chatId, messageId: id(record(body).message_id) };
  }

  async listPosts(accountId: string, publicIdOrUrl: string, page: PageRequest = {}) {
    providerId('account', accountId);
    const identifier = extractProfileIdentifier(publicIdOrUrl);
    const body = await this.safe(accountId, () =>
      this.client.users.getAllPosts({
        account_id: accountId,
        identifier,
        limit: page.limit,
        cursor: page.cursor ?? undefined,
      }),
    );
    return pageOf(body, toPost);
  }

  async likePost(accountId: string, postSocialId: string): Promise<void> {
    providerId('account', accountId);
    providerId('post', postSocialId);
    await this.once(accountId, () =>
      this.client.users.sendPostReaction({ account_id: accountId, post_id: postSocialId, reaction_type: 'like' }),
    );
  }

  /** Thin fetch: the SDK has no endorse method (nor a schema for its answer). */
  async endorseSkill(accountId: string, profileProviderId: string, skillEndorsementId: string): Promise<void> {
    providerId('account', accountId);
    providerId('member', profileProviderId);
    providerId('endorsement', skillEndorsementId);
    const body = { account_id: accountId, profile_id: profileProviderId, skill_endorsement_id: skillEndorsementId };
    await this.once(accountId, () =>
      this.http.send({ method: 'POST', path: ['linkedin', 'profile', 'endorse'], body }),
    );
  }

  /**
   * Unipile v1 has no follow endpoint (§7, §9.7): this calls `POST /users/follow`, which only the
   * sandbox defines; `capabilities()` has follow only when constructed with `sandbox: true`.
   */
  async follow(accountId: string, memberId: string): Promise<void> {
    providerId('account', accountId);
    providerId('member', memberId);
    const body = { account_id: accountId, provider_id: memberId };
    await this.once(accountId, () => this.http.send({ method: 'POST', path: ['users', 'follow'], body }));
  }

  /**
   * `POST /linkedin/search` through the thin fetch (no SDK method; `Retry-After` read), its items
   * checked against the SDK's LinkedinSearchResultSchema. Read-only despite the verb: retried like a read.
   */
  private search(accountId: string, url: string, limit: number, cursor: string | null): Promise<unknown> {
    providerId('account', accountId);
    const parameters: Record<string, string> = { account_id: accountId, limit: String(limit) };
    if (cursor) parameters.cursor = cursor;
    return this.safe(accountId, () =>
      this.http.send({
        method: 'POST',
        path: ['linkedin', 'search'],
        parameters,
        body: { url },
        validator: searchPageValidator,
      }),
    );
  }

  private safe<T>(accountId: string | undefined, call: () => Promise<T>): Promise<T> {
    return this.policy.safe(() => mapped(accountId, call));
  }

  private once<T>(accountId: string | undefined, call: () => Promise<T>): Promise<T> {
    return this.policy.once(() => mapped(accountId, call));
  }
}

/**
 * Every request the SDK sends: its path is built by providerPath (ids checked against their kind's
 * alphabet and length, every segment encoded; the SDK itself puts ids in paths as they come), and
 * its response validation goes to the drift monitor: each request's validator is wrapped so a
 * mismatch is recorded under the call's method and path (which the SDK's own `warn` does not say)
 * and logged once, not on every answer. Calls without a schema in the SDK get none here.
 */
function guardRequestsOf(client: UnipileClient, drift: AnswerDriftMonitor): void {
  const send = client.request.send.bind(client.request);
  client.request.send = <T>(input: RequestInput): Promise<T> => {
    const path = providerPath(input.path);
    const validator = input.validator as SdkValidator | undefined;
    return send<T>(
      validator
        ? {
            ...input,
            path,
            validator: drift.watching(callName(input.method, input.path), validator) as RequestInput['validator'],
          }
        : { ...input, path },
    );
  };
}

async function mapped<T>(accountId: string | undefined, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toProviderError(error, accountId);
  }
}

/** The page and time window the chat and message listings take, as the SDK wants them. */
function listWindow(request: ListMessagesRequest) {
  return {
    limit: request.limit,
    cursor: request.cursor ?? undefined,
    after: request.after?.toISOString(),
    before: request.before?.toISOString(),
  };
}

function pageOf<T>(body: unknown, map: (item: unknown) => T): Page<T> {
  const raw = record(body);
  return { items: list(raw.items).map(map), cursor: text(raw.cursor) };
}
