import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '@outflow/domain';

export class GetCurrentSubscriptionQuery extends Query<SubscriptionView> {
  constructor(readonly userId: string) {
    super();
  }
}
