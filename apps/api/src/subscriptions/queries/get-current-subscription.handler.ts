import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { subscriptionView, type Clock, type SubscriptionView } from '@outflow/domain';
import { findSubscriptionSnapshot, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { GetCurrentSubscriptionQuery } from './get-current-subscription.query';

/** The subscription as the user sees it now: an ended trial or granted period reads `expired`. */
@QueryHandler(GetCurrentSubscriptionQuery)
export class GetCurrentSubscriptionHandler implements IQueryHandler<GetCurrentSubscriptionQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetCurrentSubscriptionQuery): Promise<SubscriptionView> {
    return subscriptionView(await findSubscriptionSnapshot(this.db, query.userId), this.clock.now());
  }
}
