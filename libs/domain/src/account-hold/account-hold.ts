import { eventTypesOf, evolveByType, type Decider } from '../decider';
import type { Command, DomainEvent } from '../events/event';

/**
 * Why a LinkedIn account (a sender) cannot act for a while, beyond its daily limits, recorded on
 * the workspace owner's stream per sender, so the campaign list can say it and a rebuild gives the
 * same answer:
 * - account-restricted: LinkedIn restricted the account (a 403 `account_restricted`, or the
 *   provider's `ERROR` status); it resumes when LinkedIn lifts it (status `OK`, or a probe that works);
 * - weekly-cap: the rolling 7-day invitation cap is reached; invitations resume at `until`;
 * - daily-limit: every due step's daily limit (or the daily total) is used up; steps resume at
 *   `until` (the next local day's opening). Recorded once when it starts and once when it ends.
 * A lost session and a lapsed subscription have events of their own.
 */
export type AccountHoldCode = 'account-restricted' | 'weekly-cap' | 'daily-limit';

/** `until` is kept: when the hold is expected to end (null: until lifted), not when it started. */
export type AccountHoldStarted = DomainEvent<
  'AccountHoldStarted',
  { accountId: string; code: AccountHoldCode; reason: string; until: string | null; occurredAt: string }
>;

export type AccountHoldEnded = DomainEvent<
  'AccountHoldEnded',
  { accountId: string; code: AccountHoldCode; occurredAt: string }
>;

export type AccountHoldEvent = AccountHoldStarted | AccountHoldEnded;

export const ACCOUNT_HOLD_EVENT_TYPES = eventTypesOf({
  AccountHoldStarted: true,
  AccountHoldEnded: true,
} satisfies Record<AccountHoldEvent['type'], true>);

export type StartAccountHold = Command<
  'StartAccountHold',
  { accountId: string; code: AccountHoldCode; reason: string; until: Date | null; now: Date }
>;
export type EndAccountHold = Command<'EndAccountHold', { accountId: string; code: AccountHoldCode; now: Date }>;
export type AccountHoldCommand = StartAccountHold | EndAccountHold;

export interface AccountHold {
  readonly accountId: string;
  readonly reason: string;
  readonly until: string | null;
  readonly since: string;
}

/** One sender's holds, one per code. */
export type SenderHolds = Readonly<Partial<Record<AccountHoldCode, AccountHold>>>;

/**
 * The holds recorded on a workspace's stream, per sender (account id) and code: every sender of a
 * workspace has its own limits, so each has its own used-up day, weekly cap and restriction.
 */
export type AccountHoldState = Readonly<Record<string, SenderHolds>>;

/** The hold recorded for the sender, whether or not its `until` has passed. */
export function recordedHold(
  state: AccountHoldState,
  code: AccountHoldCode,
  accountId: string,
): AccountHold | undefined {
  return state[accountId]?.[code];
}

/** Every hold recorded, with its code (each names its sender). */
export function allHolds(state: AccountHoldState): Array<AccountHold & { readonly code: AccountHoldCode }> {
  return Object.values(state).flatMap((holds) =>
    Object.entries(holds).flatMap(([code, hold]) => (hold ? [{ ...hold, code: code as AccountHoldCode }] : [])),
  );
}

/** The hold in force at `now` (a weekly cap whose `until` has passed is over by itself). */
export function activeHold(
  state: AccountHoldState,
  code: AccountHoldCode,
  accountId: string,
  now: Date,
): AccountHold | undefined {
  const hold = recordedHold(state, code, accountId);
  if (!hold) return undefined;
  if (hold.until && Date.parse(hold.until) <= now.getTime()) return undefined;
  return hold;
}

function decideAccountHold(command: AccountHoldCommand, state: AccountHoldState): AccountHoldEvent[] {
  const { accountId, code, now } = command.data;
  const current = activeHold(state, code, accountId, now);
  // A hold whose `until` passed is over by itself; its end is still recorded once, for the story.
  if (command.type === 'EndAccountHold')
    return recordedHold(state, code, accountId)
      ? [{ type: 'AccountHoldEnded', data: { accountId, code, occurredAt: now.toISOString() } }]
      : [];
  const until = command.data.until?.toISOString() ?? null;
  // Already recorded (and pushed to the user once): only a later end changes it.
  if (
    current &&
    (current.until === until ||
      (current.until !== null && until !== null && Date.parse(until) <= Date.parse(current.until)))
  )
    return [];
  return [
    {
      type: 'AccountHoldStarted',
      data: { accountId, code, reason: command.data.reason, until, occurredAt: now.toISOString() },
    },
  ];
}

export const evolveAccountHold = evolveByType<AccountHoldState, AccountHoldEvent>({
  AccountHoldStarted: (state, { data }) => ({
    ...state,
    [data.accountId]: {
      ...state[data.accountId],
      [data.code]: { accountId: data.accountId, reason: data.reason, until: data.until, since: data.occurredAt },
    },
  }),
  AccountHoldEnded: (state, { data }) => {
    const rest: Partial<Record<AccountHoldCode, AccountHold>> = { ...state[data.accountId] };
    delete rest[data.code];
    return { ...state, [data.accountId]: rest };
  },
});

export const accountHoldDecider: Decider<AccountHoldState, AccountHoldCommand, AccountHoldEvent> = {
  initialState: () => ({}),
  decide: decideAccountHold,
  evolve: evolveAccountHold,
};
