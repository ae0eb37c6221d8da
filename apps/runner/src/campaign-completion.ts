import { campaignDecider, campaignStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';

/**
 * Marks active campaigns whose every lead has finished (completed or failed) as completed, so the
 * list shows them done and nothing is left to schedule. It reads the campaign list's read model
 * (its progress is Completed once campaign_targets says so) and decides on the campaign stream,
 * where a concurrent pause or a second runner's sweep simply makes the change a no-op.
 */
export async function completeFinishedCampaigns(store: EventStore, db: ReadModelDb, clock: Clock): Promise<number> {
  const done = await db
    .selectFrom('campaigns')
    .select(['id', 'user_id'])
    .where('status', '=', 'active')
    .where('progress_status', '=', 'Completed')
    .where('target_count', '>', 0)
    .limit(100)
    .execute();
  let completed = 0;
  for (const campaign of done) {
    const { newEvents } = await handleCommand(
      store,
      campaignStream(campaign.id),
      campaignDecider,
      { type: 'ChangeCampaignStatus', data: { userId: campaign.user_id, status: 'completed', now: clock.now() } },
      { userId: campaign.user_id, actor: 'runner', correlationId: `campaign-complete-${campaign.id}` },
    );
    completed += newEvents.length;
  }
  return completed;
}
