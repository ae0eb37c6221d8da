/** How many events a campaign's timeline holds (its own, its leads', their quota): the replay slider's length. */
export interface CampaignTimelineTable {
  campaign_id: string;
  user_id: string;
  events: number;
}
