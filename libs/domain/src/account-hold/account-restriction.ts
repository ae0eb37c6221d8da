/** LinkedIn restricted the account: since when, until when (null: until LinkedIn lifts it), and why. */
export interface AccountRestriction {
  readonly since: string;
  readonly until: string | null;
  readonly reason: string;
}

/**
 * The restriction in force at `now` among the account's holds (the weekly cap is not one), or null:
 * the LinkedIn Account page says so instead of a plain "Connected".
 */
export function activeRestriction(
  holds: ReadonlyArray<{
    readonly code: string;
    readonly reason: string;
    readonly since: Date;
    readonly until: Date | null;
  }>,
  now: Date,
): AccountRestriction | null {
  const hold = holds.find(
    (h) => h.code === 'account-restricted' && (h.until === null || h.until.getTime() > now.getTime()),
  );
  if (!hold) return null;
  return { since: hold.since.toISOString(), until: hold.until?.toISOString() ?? null, reason: hold.reason };
}

/** What Outflow does while the account is restricted (README "Says why"), as the account page says it. */
export const WHILE_RESTRICTED =
  "Outflow holds your campaigns' LinkedIn steps meanwhile: nothing is sent and no lead is lost, each waits where it is. It checks every 6 hours whether LinkedIn lifted the restriction and goes on by itself once it did.";
