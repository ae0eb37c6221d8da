import {
  accessLogProjection,
  accountHoldsProjection,
  apiKeysProjection,
  activitiesProjection,
  campaignDailyActionsProjection,
  campaignFunnelProjection,
  campaignsProjection,
  campaignTargetsProjection,
  campaignTimelinesProjection,
  chatsProjection,
  contactsProjection,
  leadsProjection,
  linkedInAccountsProjection,
  promptsProjection,
  rateLimitSettingsProjection,
  scheduleSettingsProjection,
  subscriptionsProjection,
  userRolesProjection,
  usersProjection,
  webhookSubscriptionsProjection,
  workspacesProjection,
  type AnyProjection,
} from '@outflow/read-models';

/** Every read model the projector maintains, in the order it applies them. A read model's folder in libs/read-models holds its projection, table, migration part and queries. */
export const projections: readonly AnyProjection[] = [
  usersProjection,
  // A personal workspace comes with each registration: after users.
  workspacesProjection,
  rateLimitSettingsProjection,
  scheduleSettingsProjection,
  accountHoldsProjection,
  linkedInAccountsProjection,
  subscriptionsProjection,
  leadsProjection,
  // campaigns reads campaign_targets to compute its figures: it comes after it.
  campaignTargetsProjection,
  campaignsProjection,
  // contacts finds a lead's member through campaign_targets: it comes after it.
  contactsProjection,
  activitiesProjection,
  promptsProjection,
  chatsProjection,
  // users rows come first: roles fold onto them.
  userRolesProjection,
  campaignDailyActionsProjection,
  campaignFunnelProjection,
  campaignTimelinesProjection,
  accessLogProjection,
  apiKeysProjection,
  webhookSubscriptionsProjection,
];
