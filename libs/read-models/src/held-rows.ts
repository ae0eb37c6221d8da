/**
 * The rows a catch-up's batches have read or written, kept in memory between its batches, so that
 * the next batch folds onto them instead of reading them again (a rebuild's interleaved campaigns
 * touch the same leads batch after batch; reading and parsing them back was a third of its work).
 *
 * Only a catch-up holds rows: its projector is the one writer of the read models, and each batch
 * leaves the held rows equal to what it committed. A batch that fails may have changed rows it
 * never committed, so the projector forgets them all (`clear`) before it tries anything else.
 */
export class HeldRows {
  private readonly tables = new Map<string, Map<string, unknown>>();

  /** `limit`: rows held across all read models before they are let go (memory stays bounded). */
  constructor(private readonly limit = 200_000) {}

  /** One read model's held rows by key: what a projection found missing it reads and adds. */
  of<T>(table: string): Map<string, T> {
    let rows = this.tables.get(table);
    if (!rows) {
      rows = new Map();
      this.tables.set(table, rows);
    }
    return rows as Map<string, T>;
  }

  /** Forgets every row: after a failed batch, whose rows in memory may be ahead of the stored ones. */
  clear(): void {
    this.tables.clear();
  }

  /** After a committed batch: past the limit, starts afresh (the rows of the next batches are read again). */
  settle(): void {
    let held = 0;
    for (const rows of this.tables.values()) held += rows.size;
    if (held > this.limit) this.clear();
  }
}
