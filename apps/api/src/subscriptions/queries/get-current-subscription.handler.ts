import { QueryHandler } from '@nestjs/cqrs';
import { subscriptionView } from '@outflow/domain';
import { findSubscriptionSnapshot } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetCurrentSubscriptionQuery } from './get-current-subscription.query';

/** The subscription as the user sees it now: an ended trial or granted period reads `expired`. */
@QueryHandler(GetCurrentSubscriptionQuery)
export class GetCurrentSubscriptionHandler extends readModelQueryHandler(
  async (db, query: GetCurrentSubscriptionQuery, now) =>
    subscriptionView(await findSubscriptionSnapshot(db, query.userId), now),
) {}
