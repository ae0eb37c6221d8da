import type { Migration } from 'kysely/migration';
import { accessLogMigration as accessLog } from '../access-log/access-log.migration';
import { apiKeysMigration as apiKeys } from '../api-keys/api-keys.migration';
import { accountHoldsMigration as accountHolds } from '../account-holds/account-holds.migration';
import { activitiesMigration as activities } from '../activities/activities.migration';
import { campaignDailyActionsMigration as campaignDailyActions } from '../campaign-daily-actions/campaign-daily-actions.migration';
import { campaignFunnelMigration as campaignFunnel } from '../campaign-funnel/campaign-funnel.migration';
import { campaignTargetsMigration as campaignTargets } from '../campaign-targets/campaign-targets.migration';
import { campaignTimelinesMigration as campaignTimelines } from '../campaign-timelines/campaign-timelines.migration';
import { campaignsMigration as campaigns } from '../campaigns/campaigns.migration';
import { chatsMigration as chats } from '../chats/chats.migration';
import { contactsMigration as contacts } from '../contacts/contacts.migration';
import { leadsMigration as leads } from '../leads/leads.migration';
import { linkedInAccountsMigration as linkedInAccounts } from '../linkedin-accounts/linkedin-accounts.migration';
import { projectorStateMigration as projectorState } from '../projector-state/projector-state.migration';
import { promptsMigration as prompts } from '../prompts/prompts.migration';
import { rateLimitSettingsMigration as rateLimitSettings } from '../rate-limit-settings/rate-limit-settings.migration';
import { scheduleSettingsMigration as scheduleSettings } from '../schedule-settings/schedule-settings.migration';
import { senderSettingsMigration as senderSettings } from '../sender-settings/sender-settings.migration';
import { subscriptionsMigration as subscriptions } from '../subscriptions/subscriptions.migration';
import { usersMigration as users } from '../users/users.migration';
import { workspacesMigration as workspaces } from '../workspaces/workspaces.migration';
import { webhookSubscriptionsMigration as webhookSubscriptions } from '../webhook-subscriptions/webhook-subscriptions.migration';
import { composeMigration } from './migration-part';

/**
 * Versioned migrations, in order, each composed of the parts its read models hold in their folders.
 * Installed databases have recorded these names: never rename one, never change one that has
 * shipped; a change is a new name, with a part in each read model it touches.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': composeMigration(
    projectorState['0001-initial'],
    users['0001-initial'],
    rateLimitSettings['0001-initial'],
  ),
  '0002-accounts-and-subscriptions': composeMigration(
    linkedInAccounts['0002-accounts-and-subscriptions'],
    subscriptions['0002-accounts-and-subscriptions'],
  ),
  '0003-campaigns': composeMigration(campaigns['0003-campaigns']),
  '0004-usage-and-activities': composeMigration(activities['0004-usage-and-activities']),
  '0005-leads': composeMigration(leads['0005-leads']),
  '0006-campaign-targets': composeMigration(
    campaignTargets['0006-campaign-targets'],
    campaigns['0006-campaign-targets'],
  ),
  '0007-prompts': composeMigration(prompts['0007-prompts']),
  '0008-chats': composeMigration(chats['0008-chats'], campaignTargets['0008-chats']),
  '0009-engine-schedule': composeMigration(
    campaignTargets['0009-engine-schedule'],
    scheduleSettings['0009-engine-schedule'],
    accountHolds['0009-engine-schedule'],
    leads['0009-engine-schedule'],
    users['0009-engine-schedule'],
    rateLimitSettings['0009-engine-schedule'],
    subscriptions['0009-engine-schedule'],
  ),
  '0013-token-versions': composeMigration(users['0013-token-versions']),
  '0014-projector-parked': composeMigration(projectorState['0014-projector-parked']),
  '0015-activity-targets': composeMigration(activities['0015-activity-targets']),
  '0016-campaign-target-state': composeMigration(
    campaignTargets['0016-campaign-target-state'],
    campaignDailyActions['0016-campaign-target-state'],
    campaignTimelines['0016-campaign-target-state'],
  ),
  '0017-roles-and-access-log': composeMigration(
    users['0017-roles-and-access-log'],
    accessLog['0017-roles-and-access-log'],
  ),
  '0018-contacts': composeMigration(contacts['0018-contacts']),
  '0018-integrations': composeMigration(apiKeys['0018-integrations'], webhookSubscriptions['0018-integrations']),
  '0019-usage-by-action-time': composeMigration(activities['0019-usage-by-action-time']),
  '0020-workspaces': composeMigration(workspaces['0020-workspaces']),
  '0021-campaign-funnel': composeMigration(campaignFunnel['0021-campaign-funnel']),
  '0021-sequence-versions': composeMigration(campaigns['0021-sequence-versions']),
  '0022-daily-figures': composeMigration(campaignFunnel['0022-daily-figures']),
  '0023-accepted-at-backfill': composeMigration(campaignFunnel['0023-accepted-at-backfill']),
  '0024-senders': composeMigration(linkedInAccounts['0024-senders']),
  '0025a-campaign-senders': composeMigration(
    campaignTargets['0025a-campaign-senders'],
    campaigns['0025a-campaign-senders'],
  ),
  '0025b-sender-usage': composeMigration(activities['0025b-sender-usage']),
  '0025d-sender-settings': composeMigration(senderSettings['0025d-sender-settings']),
  '0025h-holds-per-sender': composeMigration(accountHolds['0025h-holds-per-sender']),
  '0026j-sender-due-indexes': composeMigration(campaignTargets['0026j-sender-due-indexes']),
  '0026k-leads-page-order': composeMigration(leads['0026k-leads-page-order']),
};
