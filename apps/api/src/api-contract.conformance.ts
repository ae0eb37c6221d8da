import type * as Contract from '@outflow/api-contract';
import type * as ReadModels from '@outflow/read-models';
import type { HostedAuthAnswer } from './linkedin/commands/create-hosted-auth-link.command';
import type { AccountUsage } from './rate-limits/account-usage';
import type { ConnectionStats } from './connections/connection-stats';
import type { FoundUser } from './support/queries/find-users.query';
import type { UserAccount } from './support/queries/get-user-account.query';
import type { HistoryPage } from './campaigns/queries/get-campaign-history.query';
import type { ActiveLeadMatch } from './leads/queries/check-active-leads.query';
import type { Session } from './auth/commands/session';

/**
 * The answers the controllers return, checked against the contract the web app reads: each pair
 * must be assignable both ways, so neither side can drift. Types only; nothing runs.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type ApiContractConformance = [
  Check<Same<ReadModels.CampaignListItem, Contract.CampaignListItem>>,
  Check<Same<ReadModels.Lead, Contract.Lead>>,
  Check<Same<ReadModels.LeadSummary, Contract.LeadSummary>>,
  Check<Same<ReadModels.PromptView, Contract.SavedPrompt>>,
  Check<Same<ReadModels.InboxChat, Contract.Chat>>,
  Check<Same<ReadModels.InboxMessage, Contract.ChatMessage>>,
  Check<Same<ReadModels.RecentActivity, Contract.RecentActivity>>,
  Check<Same<ReadModels.AccessLogEntry, Contract.AccessLogEntry>>,
  Check<Same<AccountUsage, Contract.AccountUsage>>,
  Check<Same<ConnectionStats, Contract.ConnectionStats>>,
  Check<Same<FoundUser, Contract.FoundUser>>,
  Check<Same<UserAccount, Contract.UserAccount>>,
  Check<Same<HistoryPage, Contract.CampaignHistoryPage>>,
  Check<Same<ActiveLeadMatch, Contract.ActiveLeadMatch>>,
  Check<Same<HostedAuthAnswer, Contract.HostedAuthLink>>,
  Check<Same<Session, Contract.Session>>,
];
