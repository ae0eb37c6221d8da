import { campaignStream, type EventMetadata } from '@outflow/domain';
import { given, oneLeadCampaign } from '@outflow/testing';
import { ChangeCampaignStatusCommand, ChangeCampaignStatusHandler } from './change-campaign-status.handler';
import { DeleteCampaignCommand, DeleteCampaignHandler } from './delete-campaign.handler';
import { ResetCampaignProfilesCommand, ResetCampaignProfilesHandler } from './reset-campaign-profiles.handler';

// The API's campaign command handlers on the in-memory store: given the campaign's stream, when a
// command, then the events appended (no app, no database).
const at = new Date('2026-11-23T09:00:00Z');
const owner = 'user-1';
const stream = campaignStream('c1');
const as = (userId: string): EventMetadata => ({ userId, actor: 'user', correlationId: 'req-1' });

const created = oneLeadCampaign('c1', owner, at);
const givenCampaign = () => given({ [stream]: created }, at, () => as(owner));

describe('campaign command handlers (given the campaign stream, when a command, then its events)', () => {
  it('pausing an active campaign appends the status change, at the clock time', async () => {
    const { newEvents, error } = await (
      await givenCampaign()
    ).when((store, clock) =>
      new ChangeCampaignStatusHandler(store, clock).execute(
        new ChangeCampaignStatusCommand(owner, 'c1', 'paused', as(owner)),
      ),
    );
    expect(error).toBeUndefined();
    expect(newEvents).toEqual({
      [stream]: [
        {
          type: 'CampaignStatusChanged',
          data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', occurredAt: at.toISOString() },
        },
      ],
    });
  });

  it('asking for the status a campaign already has appends nothing', async () => {
    const { newEvents, error } = await (
      await givenCampaign()
    ).when((store, clock) =>
      new ChangeCampaignStatusHandler(store, clock).execute(
        new ChangeCampaignStatusCommand(owner, 'c1', 'active', as(owner)),
      ),
    );
    expect(error).toBeUndefined();
    expect(newEvents).toEqual({});
  });

  it("another user's delete, pause or reset is refused as not found and appends nothing", async () => {
    const scenario = await givenCampaign();
    const intruder = 'user-2';
    for (const act of [
      () =>
        new DeleteCampaignHandler(scenario.store, scenario.clock).execute(
          new DeleteCampaignCommand(intruder, 'c1', as(intruder)),
        ),
      () =>
        new ChangeCampaignStatusHandler(scenario.store, scenario.clock).execute(
          new ChangeCampaignStatusCommand(intruder, 'c1', 'paused', as(intruder)),
        ),
      () =>
        new ResetCampaignProfilesHandler(scenario.store, scenario.clock).execute(
          new ResetCampaignProfilesCommand(intruder, 'c1', as(intruder)),
        ),
    ]) {
      const { newEvents, error } = await scenario.when(act);
      expect(error).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
      expect(newEvents).toEqual({});
    }
  });

  it('the owner deletes once; a second delete finds nothing to delete', async () => {
    const scenario = await givenCampaign();
    const remove = () =>
      new DeleteCampaignHandler(scenario.store, scenario.clock).execute(
        new DeleteCampaignCommand(owner, 'c1', as(owner)),
      );
    const first = await scenario.when(remove);
    expect(first.newEvents).toEqual({
      [stream]: [{ type: 'CampaignDeleted', data: { campaignId: 'c1', occurredAt: at.toISOString() } }],
    });
    const second = await scenario.when(remove);
    expect(second.error).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
    expect(second.newEvents).toEqual({});
  });
});
