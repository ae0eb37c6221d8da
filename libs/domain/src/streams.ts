/**
 * Stream ids. Streams are small and contention-free (design.md): one per user (settings,
 * subscription, LinkedIn connection), one per campaign, one per campaign target, one per account
 * and day for quota.
 */
export const userStream = (userId: string): string => `user-${userId}`;

/** Reserves an e-mail address for one local account: appended with expected version "no stream". */
export const emailStream = (email: string): string => `user_email-${normalizeEmail(email)}`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** One stream per campaign: creation, status, deletion. */
export const campaignStream = (campaignId: string): string => `campaign-${campaignId}`;

/** One stream per campaign target (a lead inside a campaign): its sequence's progress. */
export const campaignTargetStream = (targetId: string): string => `campaign_target-${targetId}`;

/** One stream per LinkedIn account and day (in the account's time zone): quota reservations. */
export const quotaStream = (accountId: string, day: string): string => `quota-${accountId}-${day}`;

/** One stream per user for their saved AI prompts. */
export const promptsStream = (userId: string): string => `prompts-${userId}`;

/** One stream per LinkedIn chat of an account: its messages and reads (the inbox). */
export const chatStream = (accountId: string, chatId: string): string => `chat-${accountId}-${chatId}`;

/** One stream per provider account: who holds it (one LinkedIn account, one owner). */
export const linkedInAccountClaimStream = (accountId: string): string => `linkedin_account_claim-${accountId}`;

/**
 * One stream per LinkedIn account a workspace sends through (a sender): its connection, profile and
 * removal, the owner named in its LinkedInAccountConnected. Events recorded before senders had
 * their own stream stay on the owner's user stream (see linkedin-account/sender-history.ts).
 */
export const linkedInAccountStream = (accountId: string): string => `linkedin_account-${accountId}`;

/** One stream per hosted-auth link: its notify token's hash, its user, and its single use. */
export const hostedAuthLinkStream = (linkId: string): string => `hosted_auth_link-${linkId}`;

/**
 * One stream per owner and LinkedIn member (keyed by the member key, see contact/member-key.ts):
 * the facts that cross campaigns (a reply, the Do-Not-Contact list, the sequence holding them).
 */
export const contactStream = (ownerId: string, memberKey: string): string => `contact-${ownerId}-${memberKey}`;

/** One stream per owner (the user; a workspace once they exist) for its API keys. */
export const apiKeysStream = (ownerId: string): string => `api_keys-${ownerId}`;

/** One stream per owner for its outbound webhook subscriptions. */
export const webhookSubscriptionsStream = (ownerId: string): string => `webhook_subscriptions-${ownerId}`;

/** One stream per workspace: its name, members, roles and invitations (a personal one has its user's id). */
export const workspaceStream = (workspaceId: string): string => `workspace-${workspaceId}`;
