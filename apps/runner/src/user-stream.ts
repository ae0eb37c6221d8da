import {
  accountHoldDecider,
  evolveLinkedInAccount,
  evolveSubscription,
  initialLinkedInAccountState,
  initialSubscriptionState,
  legacySenderEvents,
  linkedInAccountStream,
  rateLimitsDecider,
  scheduleDecider,
  senderSettingsDecider,
  senderSettingsOverWorkspace,
  userStream,
  type LinkedInAccountState,
  type UserStreamState,
} from '@outflow/domain';
import type { EventStore, RecordedEvent } from '@outflow/event-store';
import { findLinkedInAccountState, findSender, type ReadModelDb } from '@outflow/read-models';

/**
 * Folds the owner's stream once, and the sender's history (its events from the owner's stream,
 * from before senders had their own, then its own stream's): every decider the runner consults
 * (domain's accountContextOf reads it), with the sender's own limits and schedule where it set
 * them. No sender: as never connected.
 */
export async function loadUserState(
  store: EventStore,
  userId: string,
  accountId: string | null,
): Promise<UserStreamState> {
  const [ownerEvents, senderEvents] = await Promise.all([
    store.readStream(userStream(userId)),
    accountId ? store.readStream(linkedInAccountStream(accountId)) : Promise.resolve([]),
  ]);
  return userStateOf(ownerFolded(ownerEvents), ownerEvents, senderEvents, userId, accountId);
}

/**
 * loadUserState for several senders at once (the scheduler's senders due a fresh reading): one
 * round trip for every stream, each owner's stream read and folded once. Answers in their order.
 */
export async function loadUserStates(
  store: EventStore,
  senders: ReadonlyArray<{ readonly userId: string; readonly accountId: string | null }>,
): Promise<UserStreamState[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const { userId, accountId } of senders) {
    streams.set(userStream(userId), []);
    if (accountId) streams.set(linkedInAccountStream(accountId), []);
  }
  if (streams.size === 0) return [];
  for (const event of await store.readStreams([...streams.keys()])) streams.get(event.streamId)?.push(event);
  const owners = new Map<string, UserStreamState>();
  return senders.map(({ userId, accountId }) => {
    const ownerEvents = streams.get(userStream(userId))!;
    let owner = owners.get(userId);
    if (!owner) owners.set(userId, (owner = ownerFolded(ownerEvents)));
    const senderEvents = accountId ? streams.get(linkedInAccountStream(accountId))! : [];
    return userStateOf(owner, ownerEvents, senderEvents, userId, accountId);
  });
}

/** What the owner's stream says for every sender: subscription, limits, schedule, holds. */
function ownerFolded(ownerEvents: readonly RecordedEvent[]): UserStreamState {
  let state: UserStreamState = {
    account: initialLinkedInAccountState,
    subscription: initialSubscriptionState,
    limits: rateLimitsDecider.initialState(),
    schedule: scheduleDecider.initialState(),
    holds: accountHoldDecider.initialState(),
  };
  for (const event of ownerEvents) {
    state = {
      ...state,
      subscription: evolveSubscription(state.subscription, event),
      limits: rateLimitsDecider.evolve(state.limits, event),
      schedule: scheduleDecider.evolve(state.schedule, event),
      holds: accountHoldDecider.evolve(state.holds, event),
    };
  }
  return state;
}

function userStateOf(
  owner: UserStreamState,
  ownerEvents: readonly RecordedEvent[],
  senderEvents: readonly RecordedEvent[],
  userId: string,
  accountId: string | null,
): UserStreamState {
  const account = accountId ? senderState(ownerEvents, senderEvents, userId, accountId) : initialLinkedInAccountState;
  return withSenderSettings({ ...owner, account }, senderEvents);
}

/** The sender's own limits and schedule over the owner's (every sender's defaults until it sets its own). */
function withSenderSettings(state: UserStreamState, senderEvents: readonly RecordedEvent[]): UserStreamState {
  return senderSettingsOverWorkspace(
    state,
    senderEvents.reduce(senderSettingsDecider.evolve, senderSettingsDecider.initialState()),
  );
}

function senderState(
  ownerEvents: readonly RecordedEvent[],
  senderEvents: readonly RecordedEvent[],
  ownerId: string,
  accountId: string,
): LinkedInAccountState {
  return [...legacySenderEvents(ownerEvents, ownerId, accountId), ...senderEvents].reduce(
    evolveLinkedInAccount,
    initialLinkedInAccountState,
  );
}

/**
 * Which of the owner's senders the runner acts through: the one named (a campaign's) while it is
 * one of theirs, else their first (the one connected now: a lost account replaced by another
 * keeps its campaigns going through the new one). The read model only picks the account; what it
 * may do is read from its streams.
 */
export async function actingSender(db: ReadModelDb, ownerId: string, named: string | null): Promise<string | null> {
  if (named !== null && (await findSender(db, ownerId, named)).accountId !== null) return named;
  return (await findLinkedInAccountState(db, ownerId)).accountId;
}
