import type { LinkedInAccountView } from '@outflow/domain';

export type { LinkedInAccountView };

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
}

/** `POST /api/linkedin-accounts/hosted-auth`: where the user connects (or reconnects) the account. */
export interface HostedAuthLink {
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
