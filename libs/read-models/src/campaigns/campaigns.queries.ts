import { actingWindow, hasAccess, statusReasonOf, type StatusReason } from '@outflow/domain';
import { findLinkedInAccountState, findSender } from '../linkedin-accounts/linkedin-accounts.queries';
import { findScheduleSettings } from '../schedule-settings/schedule-settings.queries';
import type { ReadModelDb } from '../read-model-db';
import type { Selectable } from 'kysely';
import type { CampaignTable } from './campaigns.table';
import { findAccountHolds } from '../account-holds/account-holds.queries';
import { findSubscriptionSnapshot } from '../subscriptions/subscriptions.queries';
import type { CampaignListItem } from '@outflow/api-contract';
export type { CampaignListItem };

/** What stops the user's account from acting at `now` (subscription, connection, restriction, a cap, a limit, its hours). */
export async function findAccountStatusReason(
  db: ReadModelDb,
  userId: string,
  now: Date,
  /** One sender of the owner's (a lead's assigned one); absent: the owner's first. */
  sender?: string,
): Promise<StatusReason | null> {
  const [subscription, state, holds, schedule] = await Promise.all([
    findSubscriptionSnapshot(db, userId),
    sender ? findSender(db, userId, sender) : findLinkedInAccountState(db, userId),
    findAccountHolds(db, userId),
    findScheduleSettings(db, userId),
  ]);
  return statusReasonOf(
    {
      subscriptionActive: hasAccess(subscription, now),
      linkedInConnected: state.connection === 'connected',
      holds: holds
        .filter((h) => h.accountId === state.accountId)
        .map((h) => ({ code: h.code, reason: h.reason, until: h.until?.toISOString() ?? null })),
    },
    now,
    actingWindow(schedule),
  );
}

/** The user's campaigns, newest first; running ones say why they cannot act at `now`, if so. */
export async function listCampaigns(db: ReadModelDb, userId: string, now: Date): Promise<CampaignListItem[]> {
  const [rows, reason] = await Promise.all([
    db.selectFrom('campaigns').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute(),
    findAccountStatusReason(db, userId, now),
  ]);
  return rows.map((r) => toListItem(r, reason));
}

/** One of the user's campaigns; undefined when it is not theirs or does not exist. */
export async function findCampaign(
  db: ReadModelDb,
  userId: string,
  campaignId: string,
  now: Date,
): Promise<CampaignListItem | undefined> {
  const row = await db
    .selectFrom('campaigns')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row ? toListItem(row, await findAccountStatusReason(db, userId, now)) : undefined;
}

function toListItem(r: Selectable<CampaignTable>, reason: StatusReason | null): CampaignListItem {
  return {
    statusReason: r.status === 'active' ? reason : null,
    _id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    progressStatus: r.progress_status,
    sequence: r.sequence,
    targetCount: r.target_count,
    targetsBySourceCount: r.targets_by_source_count,
    connectionAcceptRate: r.connection_accept_rate,
    responseRate: r.response_rate,
    targetStats: r.target_stats,
    senders: r.senders ?? (r.account_id ? [r.account_id] : []),
  };
}
