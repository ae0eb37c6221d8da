import { Inject, Injectable } from '@nestjs/common';
import { accessLogStream, type Clock, type SupportAccessRecorded, type SupportRead } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { AuthenticatedUser } from '../common/authenticated-user';
import { CLOCK, EVENT_STORE } from '../infrastructure/tokens';

/** A support read of one user's data: who reads, whose data, and the request's correlation id. */
export interface SupportReadOfUser {
  readonly support: AuthenticatedUser;
  readonly userId: string;
  readonly correlationId: string;
}

/**
 * Records a support read on the user's access-log stream before the answer is sent: the user's
 * Account page lists it, and nothing removes it.
 */
@Injectable()
export class SupportAccessRecorder {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(
    { support, userId, correlationId }: SupportReadOfUser,
    what: SupportRead,
    options: { campaignId?: string; detail?: string | null } = {},
  ): Promise<void> {
    const event: SupportAccessRecorded = {
      type: 'SupportAccessRecorded',
      data: {
        userId,
        supportUserId: support.id,
        supportEmail: support.email,
        supportName: support.name,
        what,
        campaignId: options.campaignId ?? null,
        detail: options.detail ? options.detail.slice(0, 300) : null,
        occurredAt: this.clock.now().toISOString(),
      },
    };
    const metadata = { userId, actor: 'support' as const, correlationId, causationId: correlationId };
    await this.store.appendToStream(accessLogStream(userId), [{ ...event, metadata }], { expectedVersion: 'any' });
  }
}
