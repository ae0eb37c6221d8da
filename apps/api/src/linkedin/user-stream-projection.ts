import { Inject, Injectable } from '@nestjs/common';
import { linkedInAccountStream, userStream } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { EVENT_STORE } from '../infrastructure/tokens';

/**
 * Read-your-writes by stream rather than by one append: the browser's callback and the provider's
 * notify report the same connection, and whichever comes second appends nothing, yet must still
 * answer with the account the first one recorded.
 */
@Injectable()
export class UserStreamProjection {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async caughtUp(userId: string): Promise<void> {
    await this.streamCaughtUp(userStream(userId));
  }

  /** The read models have applied everything on one sender's stream. */
  async senderCaughtUp(accountId: string): Promise<void> {
    await this.streamCaughtUp(linkedInAccountStream(accountId));
  }

  private async streamCaughtUp(stream: string): Promise<void> {
    const events = await this.store.readStream(stream);
    if (events.length > 0) await this.waiter.waitFor(events[events.length - 1].position);
  }
}
