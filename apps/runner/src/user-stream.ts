import {
  accountHoldDecider,
  evolveLinkedInAccount,
  evolveSubscription,
  initialLinkedInAccountState,
  initialSubscriptionState,
  rateLimitsDecider,
  scheduleDecider,
  userStream,
  type UserStreamState,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';

/** Folds the owner's stream once: every decider the runner consults lives on it (domain's accountContextOf reads it). */
export async function loadUserState(store: EventStore, userId: string): Promise<UserStreamState> {
  let state: UserStreamState = {
    account: initialLinkedInAccountState,
    subscription: initialSubscriptionState,
    limits: rateLimitsDecider.initialState(),
    schedule: scheduleDecider.initialState(),
    holds: accountHoldDecider.initialState(),
  };
  for (const event of await store.readStream(userStream(userId))) {
    state = {
      account: evolveLinkedInAccount(state.account, event),
      subscription: evolveSubscription(state.subscription, event),
      limits: rateLimitsDecider.evolve(state.limits, event),
      schedule: scheduleDecider.evolve(state.schedule, event),
      holds: accountHoldDecider.evolve(state.holds, event),
    };
  }
  return state;
}
