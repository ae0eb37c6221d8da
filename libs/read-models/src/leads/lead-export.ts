import { csvField } from '@outflow/domain';
import { findSenders } from '../linkedin-accounts/linkedin-accounts.queries';
import type { ReadModelDb } from '../read-model-db';
import { leadsMatching, type LeadFilter } from './leads.queries';

/** The export's columns, in order: who the lead is (enrichment), where they are in which campaign, and the last outcome. */
export const LEAD_EXPORT_COLUMNS = [
  'leadId',
  'firstName',
  'lastName',
  'profileUrl',
  'headline',
  'jobTitle',
  'companyName',
  'location',
  'country',
  'website',
  'enriched',
  'campaignId',
  'campaignName',
  'state',
  'step',
  'sender',
  'invited',
  'accepted',
  'messaged',
  'replied',
  'lastAction',
  'lastActionAt',
  'lastMessage',
  'endReason',
  'failure',
  'addedAt',
] as const;

const ROWS_PER_FETCH = 1000;
const yesNo = (value: boolean | null) => (value ? 'yes' : 'no');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The leads the filter takes as CSV lines (header first), read through a cursor a thousand rows at
 * a time: an export of any size holds one batch in memory, and the answer streams as it is read.
 */
export async function* leadExportLines(db: ReadModelDb, userId: string, filter: LeadFilter): AsyncGenerator<string> {
  yield `${LEAD_EXPORT_COLUMNS.join(',')}\n`;
  const senders = new Map((await findSenders(db, userId)).map((s) => [s.accountId, s]));
  const senderOf = (accountId: string | null) =>
    accountId ? (senders.get(accountId)?.profile?.fullName ?? accountId) : accountId;
  const rows = leadsMatching(db, userId, filter)
    .leftJoin('campaign_targets as t', 't.target_id', 'leads.id')
    .leftJoin('campaigns as c', 'c.id', 'leads.campaign_id')
    .select([
      'leads.id',
      'leads.first_name',
      'leads.last_name',
      'leads.profile_url',
      'leads.headline',
      'leads.job_title',
      'leads.company_name',
      'leads.location',
      'leads.country',
      'leads.website',
      'leads.profile_data_fetched',
      'leads.campaign_id',
      'leads.campaign_name',
      'leads.status',
      'leads.replied',
      'leads.added_at',
      't.step_id',
      't.invited',
      't.accepted',
      't.messaged',
      't.last_action',
      't.last_action_at',
      't.last_action_text',
      't.end_reason',
      't.failure',
      't.account_id as assigned_sender',
      't.needs_sender',
      'c.account_id',
    ])
    .stream(ROWS_PER_FETCH);
  for await (const r of rows) {
    const values: Record<(typeof LEAD_EXPORT_COLUMNS)[number], string | null> = {
      leadId: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      profileUrl: r.profile_url,
      headline: r.headline,
      jobTitle: r.job_title,
      companyName: r.company_name,
      location: r.location,
      country: r.country,
      website: r.website,
      enriched: yesNo(r.profile_data_fetched),
      campaignId: r.campaign_id,
      campaignName: r.campaign_name,
      state: r.status,
      step: r.step_id,
      // The sender the lead was assigned (campaigns over several senders: none before its turn), else its campaign's one.
      sender: senderOf(r.assigned_sender ?? (r.needs_sender ? null : r.account_id)),
      invited: yesNo(r.invited),
      accepted: yesNo(r.accepted),
      messaged: yesNo(r.messaged),
      replied: yesNo(r.replied),
      lastAction: r.last_action,
      lastActionAt: iso(r.last_action_at),
      lastMessage: r.last_action_text,
      endReason: r.end_reason,
      failure: r.failure,
      addedAt: iso(r.added_at),
    };
    yield `${LEAD_EXPORT_COLUMNS.map((c) => csvField(values[c])).join(',')}\n`;
  }
}
