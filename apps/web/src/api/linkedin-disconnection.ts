/** What an API error tells about the LinkedIn account behind it (spec 01 §8 "Disconnection detection"). */
export interface ApiErrorFacts {
  status?: number;
  path: string;
  message?: string;
  errorCode?: string;
}

const LINKEDIN_PATH_PARTS = ['linkedin', 'connections', 'messages', 'ai-message-profile'];
const DISCONNECTED_MESSAGES = ['account is disconnected', 'linkedin account disconnected'];

export const DISCONNECTION_TOAST =
  'Your LinkedIn account has been disconnected. Please reconnect to continue using LinkedIn features.';

/**
 * Codes with which the API says that something other than the account is missing: a profile
 * that LinkedIn does not have (a mistyped URL on /prompt), a chat, a lead, a campaign. A 403 or
 * 404 carrying one of them is that, not a lost LinkedIn session.
 */
const NOT_ABOUT_THE_ACCOUNT = new Set([
  'PROFILE_NOT_FOUND',
  'NOT_FOUND',
  'CHAT_NOT_FOUND',
  'LEAD_NOT_FOUND',
  'CAMPAIGN_NOT_FOUND',
]);

/**
 * Spec 01 §8, for a real disconnection only: ACCOUNT_DISCONNECTED always counts; a distinct code
 * that names something else missing never does; without one, the spec's status, path and message
 * rules apply.
 */
export function isLinkedInDisconnection(error: ApiErrorFacts): boolean {
  if (error.errorCode === 'ACCOUNT_DISCONNECTED') return true;
  if (error.errorCode && NOT_ABOUT_THE_ACCOUNT.has(error.errorCode)) return false;
  const path = error.path.toLowerCase();
  if ((error.status === 403 || error.status === 404) && LINKEDIN_PATH_PARTS.some((part) => path.includes(part))) {
    return true;
  }
  const message = (error.message ?? '').toLowerCase();
  return DISCONNECTED_MESSAGES.some((text) => message.includes(text));
}
