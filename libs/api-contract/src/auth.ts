import type { Role } from '@outflow/domain';

/** `GET /api/auth/config`: how users sign in, our own pages or an external OIDC provider. */
export type AuthConfig =
  | { readonly mode: 'local' }
  | { readonly mode: 'oidc'; readonly issuer: string; readonly clientId: string; readonly audience?: string; readonly scope?: string };

/** `GET /api/auth/me`: the signed-in user, with `support` among the roles for support staff. */
export interface Me {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly Role[];
}

/** What sign-up and login answer: the token the browser stores as `authToken`, and the user. */
export interface Session {
  readonly accessToken: string;
  readonly user: Pick<Me, 'id' | 'email' | 'name'>;
}

/** `POST /api/auth/logout` and the other answers that say only that it worked. */
export interface Done {
  readonly success: true;
}
