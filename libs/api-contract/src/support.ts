import type {
  LinkedInAccountState,
  RateLimitSettings,
  ScheduleSettings,
  StatusReason,
  SubscriptionView,
} from '@outflow/domain';
import type { AccountUsage } from './usage';

/** A user the support console found. */
export interface FoundUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: string[];
  readonly registeredAt: string;
}

/** `GET /api/support/users?q`. */
export interface FoundUsers {
  readonly users: FoundUser[];
}

/** `GET /api/support/users/:userId`: everything support reads about one account. */
export interface UserAccount {
  readonly user: FoundUser;
  readonly subscription: SubscriptionView;
  readonly linkedIn: {
    readonly state: LinkedInAccountState;
    readonly history: Array<{ type: string; at: string; summary: string; actor: string }>;
  };
  /** Why the account's campaigns cannot act now (null: they can). */
  readonly statusReason: StatusReason | null;
  readonly holds: Array<{ code: string; reason: string; until: string | null; since: string }>;
  /** The limits as the user set them. */
  readonly limits: RateLimitSettings;
  /** The limits in force today: the set ones ramped by warm-up (what the runner keeps to). */
  readonly limitsInForce: RateLimitSettings;
  readonly usage: AccountUsage;
  /** As GET /api/schedule/settings answers it. */
  readonly schedule: ScheduleSettings;
}
