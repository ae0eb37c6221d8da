import type { CampaignListItem } from '@outflow/api-contract';

/**
 * A campaign as GET /api/campaigns lists it, plus the id react-admin keys its records by. A row
 * without a status reason reads as one that can act.
 */
export type CampaignRecord = Omit<CampaignListItem, 'statusReason'> & {
  id: string;
  statusReason?: CampaignListItem['statusReason'];
};
