import type { CampaignRecord } from './campaign-record';

/** What campaign:update carries (spec 02 §3 "Socket campaign payload"). */
export type SocketCampaign = Pick<CampaignRecord, '_id' | 'status'> &
  Partial<
    Pick<
      CampaignRecord,
      | 'progressStatus'
      | 'targetCount'
      | 'targetsBySourceCount'
      | 'connectionAcceptRate'
      | 'responseRate'
      | 'targetStats'
      | 'statusReason'
    >
  >;

const LIVE_FIELDS = [
  'status',
  'progressStatus',
  'targetCount',
  'targetsBySourceCount',
  'connectionAcceptRate',
  'responseRate',
  'targetStats',
  'statusReason',
] as const;

/**
 * campaign:update (spec 02 §4): the matching row takes the pushed status, progress, stats and
 * target stats; name, date and sequence stay. The same array comes back when no row matches, so
 * nothing re-renders for a campaign the list does not show.
 */
export function applyCampaignUpdate(records: readonly CampaignRecord[], update: SocketCampaign): CampaignRecord[] {
  const index = records.findIndex((r) => r.id === update._id);
  if (index < 0) return records as CampaignRecord[];
  const pushed = Object.fromEntries(
    LIVE_FIELDS.filter((field) => update[field] !== undefined).map((field) => [field, update[field]]),
  );
  const next = [...records];
  next[index] = { ...records[index], ...(pushed as Partial<CampaignRecord>) };
  return next;
}

/** campaign:list-update (spec 02 §4): the pushed list replaces the whole list. */
export function campaignListFromUpdate(campaigns: readonly Omit<CampaignRecord, 'id'>[]): CampaignRecord[] {
  return campaigns.map((campaign) => ({ ...campaign, id: campaign._id }));
}
