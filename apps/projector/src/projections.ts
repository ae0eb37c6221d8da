import {
  accessLogProjection,
  accountHoldsProjection,
  activitiesProjection,
  campaignDailyActionsProjection,
  campaignsProjection,
  campaignTargetsProjection,
  campaignTimelinesProjection,
  chatsProjection,
  leadsProjection,
  linkedInAccountsProjection,
  promptsProjection,
  rateLimitSettingsProjection,
  scheduleSettingsProjection,
  subscriptionsProjection,
  userRolesProjection,
  usersProjection,
  type AnyProjection,
} from '@outflow/read-models';

/** Every read model the projector maintains, in the order it applies them. A read model's folder in libs/read-models holds its projection, table, migration part and queries. */
export const projections: readonly AnyProjection[] = [usersProjection, rateLimitSettingsProjection, scheduleSettingsProjection, accountHoldsProjection, linkedInAccountsProjection, subscriptionsProjection, leadsProjection,
  // campaigns reads campaign_targets to compute its figures: it comes after it.
  campaignTargetsProjection, campaignsProjection, activitiesProjection, promptsProjection, chatsProjection,
  // users rows come first: roles fold onto them.
  userRolesProjection, campaignDailyActionsProjection, campaignTimelinesProjection, accessLogProjection];
