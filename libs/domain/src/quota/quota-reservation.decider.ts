import type { Decider } from '../decider';
import type { LocalDay } from '../schedule/local-time';
import type { QuotaReserved } from './quota-events';
import { emptyLedger, evolveLedger, type QuotaLedger } from './quota-ledger';
import { reserveQuota, type QuotaDecision, type QuotaRequest } from './reserve-quota';

/** What the ledger answers when it reserves nothing: the step already holds its reservation, or must wait. */
export class QuotaNotGranted extends Error {
  constructor(readonly decision: Exclude<QuotaDecision, { kind: 'granted' }>) {
    super(
      decision.kind === 'held'
        ? `The step already holds reservation ${decision.reservation.key}`
        : `Quota refused (${decision.reason}) until ${decision.retryAt.toISOString()}`,
    );
    this.name = 'QuotaNotGranted';
  }
}

/**
 * A reservation as a decider over the account's ledger of `today` (folded from that day's stream
 * and the seven before): a grant decides QuotaReserved, anything else is refused with QuotaNotGranted.
 */
export const quotaReservationDecider = (
  today: LocalDay,
  todayWindow?: QuotaLedger['todayWindow'],
): Decider<QuotaLedger, QuotaRequest, QuotaReserved> => ({
  initialState: () => emptyLedger(today, todayWindow),
  evolve: evolveLedger,
  decide: (request, ledger) => {
    const decision = reserveQuota(ledger, request);
    if (decision.kind !== 'granted') throw new QuotaNotGranted(decision);
    return decision.events;
  },
});
