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

/** Codes that explain a 404 themselves: a chat id that is not the user's says nothing about the session. */
const NOT_A_DISCONNECTION = ['CHAT_NOT_FOUND'];

export function isLinkedInDisconnection(error: ApiErrorFacts): boolean {
  if (error.errorCode === 'ACCOUNT_DISCONNECTED') return true;
  if (error.errorCode && NOT_A_DISCONNECTION.includes(error.errorCode)) return false;
  const path = error.path.toLowerCase();
  if ((error.status === 403 || error.status === 404) && LINKEDIN_PATH_PARTS.some((part) => path.includes(part))) {
    return true;
  }
  const message = (error.message ?? '').toLowerCase();
  return DISCONNECTED_MESSAGES.some((text) => message.includes(text));
}
