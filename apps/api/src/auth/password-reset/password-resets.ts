import { hashPassword, hashSingleUseToken, newSingleUseToken, passwordProblem } from '@outflow/auth';
import {
  credentialFrom,
  DomainError,
  emailStream,
  passwordResetDecider,
  registrationDecider,
  sessionDecider,
  userStream,
  type Clock,
  type EventMetadata,
  type PasswordChanged,
  type PasswordResetDelivery,
} from '@outflow/domain';
import { handleCommand, loadState, type AppendResult, type EventStore } from '@outflow/event-store';
import { RESET_LINK_INVALID } from '@outflow/domain';

/**
 * Records a reset link for the user (PasswordResetRequested, its token's hash only, on the user's
 * stream) and answers the secret the link carries. The forgot-password route mails it; the
 * operator's `npm run users -- reset-password` prints it.
 */
export async function requestPasswordReset(
  store: EventStore,
  clock: Clock,
  userId: string,
  delivery: PasswordResetDelivery,
  metadata: EventMetadata,
): Promise<{ token: string }> {
  const { token, tokenHash } = newSingleUseToken();
  await handleCommand(
    store,
    userStream(userId),
    passwordResetDecider,
    { type: 'RequestPasswordReset', data: { userId, tokenHash, delivery, now: clock.now() } },
    metadata,
  );
  return { token };
}

/**
 * Sets a new password with a reset link: the link is used first (PasswordResetUsed, once, within
 * its hour; the expected version makes a second use fail), then the credential changes
 * (PasswordChanged on the e-mail stream) and every session ends (UserSignedOut). A link that does
 * not fit (another user's, made up, used, old) is refused with the same words, naming `token`.
 */
export async function resetPassword(
  store: EventStore,
  clock: Clock,
  input: { userId: string; token: string; password: string },
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const invalid = () => new DomainError(RESET_LINK_INVALID, 'RESET_LINK_INVALID', 'token');
  const { state: registration } = await loadState(store, userStream(input.userId), registrationDecider);
  if (!registration.registered || !registration.email) throw invalid();
  const credential = credentialFrom(await store.readStream(emailStream(registration.email)));
  if (!credential || credential.userId !== input.userId) throw invalid();
  const problem = passwordProblem(input.password, credential.email);
  if (problem) throw new DomainError(problem, 'UNACCEPTABLE_PASSWORD', 'password');
  const now = clock.now();
  await handleCommand(
    store,
    userStream(input.userId),
    passwordResetDecider,
    { type: 'UsePasswordReset', data: { userId: input.userId, tokenHash: hashSingleUseToken(input.token), now } },
    metadata,
  );
  const changed: PasswordChanged = {
    type: 'PasswordChanged',
    data: { userId: input.userId, passwordHash: await hashPassword(input.password), occurredAt: now.toISOString() },
  };
  await store.appendToStream(emailStream(credential.email), [{ ...changed, metadata }], { expectedVersion: 'any' });
  // Whoever held the old password holds no session either.
  const { appended } = await handleCommand(
    store,
    userStream(input.userId),
    sessionDecider,
    { type: 'SignOut', data: { userId: input.userId, now } },
    metadata,
  );
  return appended;
}
