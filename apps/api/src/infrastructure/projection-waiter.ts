import { Inject, Injectable } from '@nestjs/common';
import { comparePositions, type AppendResult, type GlobalPosition } from '@outflow/event-store';
import { loadCheckpoint, READ_MODELS_PROJECTOR as PROJECTOR, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from './tokens';

/**
 * Read-your-writes: after a command appends, the API waits (briefly) until the projector's
 * checkpoint has passed the new events, so the next GET of the same user sees their change.
 */
@Injectable()
export class ProjectionWaiter {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  /** True once projected; false when the projector is further behind than the timeout. */
  // Normally a few milliseconds; under load the projector can trail by seconds, and an answer read before
  // it caught up shows the user stale state (no trial, no account) that the page then keeps.
  async waitFor(position: GlobalPosition, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 50)) {
      const checkpoint = await loadCheckpoint(this.db, PROJECTOR);
      if (checkpoint && comparePositions(checkpoint, position) >= 0) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  /** Waits for what a command appended (at once when it appended nothing); true once projected. */
  async waitForAppend(result: { readonly appended?: AppendResult } | undefined, timeoutMs?: number): Promise<boolean> {
    return result?.appended ? this.waitFor(result.appended.position, timeoutMs) : true;
  }
}
