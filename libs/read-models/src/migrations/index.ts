import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial';
import * as accountsAndSubscriptions from './0002-accounts-and-subscriptions';
import * as campaigns from './0003-campaigns';
import * as usageAndActivities from './0004-usage-and-activities';
import * as leads from './0005-leads';
import * as campaignTargets from './0006-campaign-targets';
import * as prompts from './0007-prompts';
import * as chats from './0008-chats';
import * as engineSchedule from './0009-engine-schedule';
import * as tokenVersions from './0013-token-versions';
import * as projectorParked from './0014-projector-parked';
import * as activityTargets from './0015-activity-targets';
import * as campaignTargetState from './0016-campaign-target-state';
import * as rolesAndAccessLog from './0017-roles-and-access-log';

/** Versioned migrations, in order. Add a file per change; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts-and-subscriptions': accountsAndSubscriptions,
  '0003-campaigns': campaigns,
  '0004-usage-and-activities': usageAndActivities,
  '0005-leads': leads,
  '0006-campaign-targets': campaignTargets,
  '0007-prompts': prompts,
  '0008-chats': chats,
  '0009-engine-schedule': engineSchedule,
  '0013-token-versions': tokenVersions,
  '0014-projector-parked': projectorParked,
  '0015-activity-targets': activityTargets,
  '0016-campaign-target-state': campaignTargetState,
  '0017-roles-and-access-log': rolesAndAccessLog,
};
