import type { AuthenticatedUser } from '../../common/authenticated-user';

/** What sign-up and login answer: the token the browser stores as `authToken`, and the user. */
export interface Session {
  readonly accessToken: string;
  /** Who signed in; their roles are GET /api/auth/me's to answer (a grant takes effect without a new session). */
  readonly user: Pick<AuthenticatedUser, 'id' | 'email' | 'name'>;
}
