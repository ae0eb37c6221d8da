import type * as Contract from '@outflow/api-contract';
import type * as ReadModels from '@outflow/read-models';
import type { HostedAuthAnswer } from './linkedin/commands/create-hosted-auth-link.handler';
import type { ConnectionStats } from './connections/connection-stats';
import type { HistoryPage } from './campaigns/history/campaign-history.reader';
import type { Session } from './auth/commands/session';

/**
 * The answers the controllers return that are still declared apart from the contract the web app
 * reads (the rest are the contract's own types), checked against it: each pair must be assignable
 * both ways, so neither side can drift. Types only; nothing runs.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type ApiContractConformance = [
  Check<Same<ReadModels.PromptView, Contract.SavedPrompt>>,
  Check<Same<ConnectionStats, Contract.ConnectionStats>>,
  Check<Same<HistoryPage, Contract.CampaignHistoryPage>>,
  Check<Same<HostedAuthAnswer, Contract.HostedAuthLinkAnswer>>,
  Check<Same<Session, Contract.Session>>,
];
