import type { AccountRestriction, LinkedInAccountView } from '@outflow/domain';

export type { AccountRestriction, LinkedInAccountView };

/** The early status view (`GET /api/linkedin-accounts`). */
export type LinkedInAccountStatus = Pick<LinkedInAccountView, 'accountId' | 'status' | 'isActive'>;

export interface LinkedInStatus {
  readonly success: true;
  readonly account: LinkedInAccountStatus | null;
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

/** `DELETE /api/linkedin-accounts/disconnect`. */
export interface LinkedInDisconnected {
  readonly success: true;
  readonly message: string;
}
