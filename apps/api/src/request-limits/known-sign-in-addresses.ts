import { normalizeEmail } from '@outflow/domain';

/** Far more pairs than one API process sees in the lifetime of its counters; the oldest go first. */
const MAX_PAIRS = 100_000;

/**
 * The client addresses each e-mail has signed in from with the right password, in this process's
 * memory (like the request counters, unless those are shared). The per-e-mail sign-in limit does
 * not apply to them: someone guessing a password from elsewhere locks the e-mail for everyone
 * else, never for its owner at an address they have signed in from before. The per-address limit
 * still applies to every address.
 */
export class KnownSignInAddresses {
  /** `email\0address`, in the order they were last used (a Set keeps insertion order). */
  private readonly pairs = new Set<string>();

  remember(email: string, address: string | undefined): void {
    if (!address) return;
    const key = pairKey(email, address);
    this.pairs.delete(key);
    this.pairs.add(key);
    if (this.pairs.size > MAX_PAIRS) this.pairs.delete(this.pairs.values().next().value!);
  }

  has(email: string, address: string | undefined): boolean {
    return address !== undefined && email !== '' && this.pairs.has(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `${normalizeEmail(email)}\u0000${address}`;
