import type { AccountRestriction, LinkedInAccountView } from '@outflow/domain';
import type { SenderDay } from './usage';

export type { AccountRestriction, LinkedInAccountView };

/** The early status view (`GET /api/linkedin-accounts`). */
export type LinkedInAccountStatus = Pick<LinkedInAccountView, 'accountId' | 'status' | 'isActive'>;

/**
 * A sender as the Senders page lists it: the account, whether LinkedIn restricts it now, and its
 * day (usage against the limits in force, warm-up day).
 */
export type LinkedInSender = LinkedInAccountView & {
  readonly restriction: AccountRestriction | null;
  readonly today: SenderDay;
};

/**
 * `GET /api/linkedin-accounts`: every sender of the workspace, the connected ones first; `account`
 * is the first of them, as the answer was when a workspace had one.
 */
export interface LinkedInStatus {
  readonly success: true;
  readonly account: LinkedInAccountStatus | null;
  readonly senders: readonly LinkedInSender[];
}

/** The LinkedIn account response (spec 01 §3): `GET /with-profile`, `POST /callback`. */
export interface LinkedInAccountAnswer {
  readonly success: boolean;
  readonly account: LinkedInAccountView | null;
  readonly message: string;
  /** LinkedIn restricted the connected account (the page says so, since when, and what Outflow does meanwhile). */
  readonly restriction?: AccountRestriction | null;
}

/** `POST /api/linkedin-accounts/hosted-auth`: where the user connects (or reconnects) the account. */
export interface HostedAuthLinkAnswer {
  readonly success: true;
  readonly authLink: string;
  readonly isReconnect: boolean;
  readonly message: string;
}

/** `DELETE /api/linkedin-accounts/disconnect` (the only sender) or `/{accountId}`. */
export interface LinkedInDisconnected {
  readonly success: true;
  readonly message: string;
  /** The sender removed. */
  readonly accountId: string;
}
