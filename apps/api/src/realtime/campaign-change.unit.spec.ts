import { campaignStream, campaignTargetId, campaignTargetStream } from '@outflow/domain';
import { campaignChangeOf } from './campaign-change';

const campaignId = '6f1c2a9e-51a4-4c55-9c3e-2f1f1e0b7a10';
const targetStream = campaignTargetStream(campaignTargetId(campaignId, 412));

describe('what a projected event changes on the campaign list', () => {
  it.each(['CampaignCreated', 'CampaignDeleted'])('%s changes the list itself', (type) => {
    expect(campaignChangeOf({ type, streamId: campaignStream(campaignId) })).toEqual({ kind: 'list' });
  });

  it.each(['CampaignStatusChanged', 'CampaignProfilesReset'])("%s changes that campaign's row", (type) => {
    expect(campaignChangeOf({ type, streamId: campaignStream(campaignId) })).toEqual({ kind: 'campaign', campaignId });
  });

  it.each([
    'StepStarted',
    'StepSucceeded',
    'LinkedInActionPerformed',
    'TargetCompleted',
    'TargetFailed',
    'LeadReplied',
  ])("a target's %s changes its campaign's row, named by the target's stream", (type) => {
    expect(campaignChangeOf({ type, streamId: targetStream })).toEqual({ kind: 'campaign', campaignId });
  });

  it('keeps underscores inside a campaign id, taking only the trailing index off', () => {
    expect(
      campaignChangeOf({ type: 'StepStarted', streamId: campaignTargetStream(campaignTargetId('c_1_x', 7)) }),
    ).toEqual({
      kind: 'campaign',
      campaignId: 'c_1_x',
    });
  });

  it('ignores events of other streams and target streams it cannot read', () => {
    expect(campaignChangeOf({ type: 'LinkedInAccountConnected', streamId: 'user-u1' })).toBeUndefined();
    expect(campaignChangeOf({ type: 'RateLimitSettingsChanged', streamId: 'user-u1' })).toBeUndefined();
    expect(campaignChangeOf({ type: 'StepStarted', streamId: 'campaign_target-no-index' })).toBeUndefined();
  });
});
