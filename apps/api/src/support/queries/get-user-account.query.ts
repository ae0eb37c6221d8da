import { Query } from '@nestjs/cqrs';
import type { LinkedInAccountState, RateLimitSettings, ScheduleSettings, StatusReason, SubscriptionView } from '@outflow/domain';
import type { AccountUsage } from '../../rate-limits/account-usage';
import type { FoundUser } from './find-users.query';

/** Everything support sees of one user's account. */
export class GetUserAccountQuery extends Query<UserAccount> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface UserAccount {
  readonly user: FoundUser;
  readonly subscription: SubscriptionView;
  readonly linkedIn: { readonly state: LinkedInAccountState; readonly history: Array<{ type: string; at: string; summary: string; actor: string }> };
  /** Why the account's campaigns cannot act now (null: they can). */
  readonly statusReason: StatusReason | null;
  readonly holds: Array<{ code: string; reason: string; until: string | null; since: string }>;
  readonly limits: RateLimitSettings;
  readonly usage: AccountUsage;
  /** As GET /api/schedule/settings answers it. */
  readonly schedule: ScheduleSettings;
}
