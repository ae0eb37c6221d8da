/**
 * Remembers message ids for a fixed window, like JetStream's duplicate window. Ids are kept in
 * insertion order, which is also expiry order, so pruning only ever looks at the oldest entries.
 */
export class DuplicateWindow {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly windowMs: number) {}

  /** Records the id and says whether it was already seen within the window. */
  isDuplicate(messageId: string): boolean {
    const now = Date.now();
    for (const [id, expiresAt] of this.expiries) {
      if (expiresAt > now) break;
      this.expiries.delete(id);
    }
    if (this.expiries.has(messageId)) return true;
    this.expiries.set(messageId, now + this.windowMs);
    return false;
  }
}
