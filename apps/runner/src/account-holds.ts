import {
  accountHoldDecider,
  userStream,
  type AccountContext,
  type EventMetadata,
  type StepOutcome,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';

const WEEKLY_CAP_REASON =
  'Weekly invitation cap reached: invitations resume when the oldest of the week turns seven days old';

/** A restriction seen (or a probe that worked while restricted) is recorded on the owner's stream, once. */
export async function recordRestriction(
  store: EventStore,
  owner: string,
  account: AccountContext & { accountId: string },
  outcome: StepOutcome,
  now: Date,
  metadata: EventMetadata,
): Promise<void> {
  const restricted = outcome.kind === 'deferred' && outcome.code === 'account-restricted';
  const lifted = outcome.kind === 'performed' && account.hold?.code === 'account-restricted';
  if (!restricted && !lifted) return;
  const { accountId } = account;
  const command = restricted
    ? {
        type: 'StartAccountHold' as const,
        data: { accountId, code: 'account-restricted' as const, reason: outcome.reason, until: null, now },
      }
    : { type: 'EndAccountHold' as const, data: { accountId, code: 'account-restricted' as const, now } };
  await handleCommand(store, userStream(owner), accountHoldDecider, command, metadata);
}

/** The weekly cap binds until `until`: recorded once (the decider skips a hold already recorded). */
export async function recordWeeklyCap(
  store: EventStore,
  owner: string,
  accountId: string,
  until: Date,
  now: Date,
  metadata: EventMetadata,
): Promise<void> {
  const command = {
    type: 'StartAccountHold' as const,
    data: { accountId, code: 'weekly-cap' as const, reason: WEEKLY_CAP_REASON, until, now },
  };
  await handleCommand(store, userStream(owner), accountHoldDecider, command, metadata);
}
