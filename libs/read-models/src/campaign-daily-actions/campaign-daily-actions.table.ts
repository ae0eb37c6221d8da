/** A campaign's LinkedIn actions counted against a limit, per account day ("actions today"). */
export interface CampaignDailyActionTable {
  campaign_id: string;
  user_id: string;
  day: string;
  count: number;
}
