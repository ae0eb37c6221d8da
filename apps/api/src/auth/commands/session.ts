import type { AuthenticatedUser } from '../../common/authenticated-user';

/** What sign-up and login answer: the token the browser stores as `authToken`, and the user. */
export interface Session {
  readonly accessToken: string;
  readonly user: AuthenticatedUser;
}
