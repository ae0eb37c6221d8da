import type { Role } from '@outflow/domain';

/** `GET /api/auth/config`: how users sign in, our own pages or an external OIDC provider. */
export type AuthConfig =
  /** `passwordReset`: a forgotten password is reset by a mailed link (`email`), or by the operator. */
  | { readonly mode: 'local'; readonly passwordReset: 'email' | 'operator' }
  | {
      readonly mode: 'oidc';
      readonly issuer: string;
      readonly clientId: string;
      readonly audience?: string;
      readonly scope?: string;
    };

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

/** `POST /api/auth/forgot-password`: how the link travels (the same answer for any address). */
export interface PasswordResetAnswer {
  readonly success: true;
  readonly delivery: 'email' | 'operator';
}

/** `POST /api/auth/logout` and the other answers that say only that it worked. */
export interface Done {
  readonly success: true;
}
