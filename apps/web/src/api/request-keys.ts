/**
 * Idempotency keys for the writes a user must not make twice by retrying (creating and starting a
 * campaign): one key per request the user means, the same while they retry that very request (a
 * lost answer, a second click, even after trying something else), a new one once it went through. The server answers a
 * key's first answer again instead of acting again (Stripe's `Idempotency-Key`).
 */
export class RequestKeys {
  private readonly keys = new Map<string, string>();

  /** The key for this request (named by what it sends). */
  keyFor(request: string): string {
    let key = this.keys.get(request);
    if (!key) {
      // getRandomValues works on plain http too (randomUUID needs a secure context).
      key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      this.keys.set(request, key);
    }
    return key;
  }

  /** It went through: a next request, even the same, is a new one. */
  done(request: string): void {
    this.keys.delete(request);
  }
}
