import type { AnyProjection } from '@outflow/read-models';
import { accessLogProjection } from './access-log.projection';
import { accountHoldsProjection } from './account-holds.projection';
import { activitiesProjection } from './activities.projection';
import { campaignDailyActionsProjection } from './campaign-daily-actions.projection';
import { campaignTargetsProjection } from './campaign-targets.projection';
import { campaignTimelinesProjection } from './campaign-timelines.projection';
import { campaignsProjection } from './campaigns.projection';
import { chatsProjection } from './chats.projection';
import { leadsProjection } from './leads.projection';
import { linkedInAccountsProjection } from './linkedin-accounts.projection';
import { promptsProjection } from './prompts.projection';
import { rateLimitSettingsProjection } from './rate-limit-settings.projection';
import { scheduleSettingsProjection } from './schedule-settings.projection';
import { subscriptionsProjection } from './subscriptions.projection';
import { userRolesProjection } from './user-roles.projection';
import { usersProjection } from './users.projection';

/** Every read model the projector maintains. Add a projection here and a migration for its table. */
export const projections: readonly AnyProjection[] = [usersProjection, rateLimitSettingsProjection, scheduleSettingsProjection, accountHoldsProjection, linkedInAccountsProjection, subscriptionsProjection, leadsProjection,
  // campaigns reads campaign_targets to compute its figures: it comes after it.
  campaignTargetsProjection, campaignsProjection, activitiesProjection, promptsProjection, chatsProjection,
  // users rows come first: roles fold onto them.
  userRolesProjection, campaignDailyActionsProjection, campaignTimelinesProjection, accessLogProjection];
