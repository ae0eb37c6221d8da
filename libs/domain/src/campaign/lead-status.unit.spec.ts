import type { CampaignTargetEvent } from './campaign-target-events';
import { leadStatusAfter, type LeadStatus } from './lead-status';

const ref = { campaignId: 'c1', targetId: 't1' };
const at = '2026-11-22T10:00:00.000Z';
const started = (phase: 'act' | 'await-acceptance'): CampaignTargetEvent => ({
  type: 'StepStarted',
  data: { ...ref, stepId: 's1', action: 'send-connection', phase, attempt: 1, startedAt: at },
});
const awaiting: CampaignTargetEvent = { type: 'StepAwaiting', data: { ...ref, stepId: 's1', action: 'send-connection', until: at, invitationId: null, at } };
const succeeded: CampaignTargetEvent = { type: 'StepSucceeded', data: { ...ref, stepId: 's1', action: 'send-connection', branch: true, detail: null, completedAt: at } };
const replied: CampaignTargetEvent = { type: 'LeadReplied', data: { ...ref, profileUrl: 'https://www.linkedin.com/in/a/', chatId: null, at } };
const completed = (reason: 'sequence-ended' | 'replied'): CampaignTargetEvent => ({ type: 'TargetCompleted', data: { ...ref, reason, completedAt: at } });
const failed: CampaignTargetEvent = { type: 'TargetFailed', data: { ...ref, reason: 'boom', failedAt: at } };
const fetched: CampaignTargetEvent = {
  type: 'TargetProfileFetched',
  data: {
    ...ref,
    profileUrl: 'https://www.linkedin.com/in/a/',
    fetchedAt: at,
    profile: { providerId: 'p', publicId: null, firstName: null, lastName: null, headline: null, location: null, country: null, companyName: null, jobTitle: null, pictureUrl: null, website: null },
  },
};

const walk = (events: CampaignTargetEvent[], from: LeadStatus = 'pending') => events.reduce(leadStatusAfter, from);

describe('lead status', () => {
  it('follows a sequence: started, awaiting an invitation, re-checked, accepted, completed', () => {
    expect(walk([started('act')])).toBe('in-progress');
    expect(walk([started('act'), awaiting])).toBe('awaiting');
    expect(walk([started('act'), awaiting, started('await-acceptance')])).toBe('awaiting');
    expect(walk([started('act'), awaiting, started('await-acceptance'), succeeded])).toBe('in-progress');
    expect(walk([started('act'), succeeded, completed('sequence-ended')])).toBe('completed');
  });

  it('is replied once the lead answers, whatever comes after, even after the sequence ended', () => {
    expect(walk([started('act'), replied, started('act'), failed])).toBe('replied');
    expect(walk([completed('sequence-ended'), replied])).toBe('replied');
    expect(walk([completed('replied')])).toBe('replied');
  });

  it('keeps failed and completed leads there, and ignores events that say nothing of progress', () => {
    expect(walk([failed, started('act')])).toBe('failed');
    expect(walk([completed('sequence-ended'), awaiting])).toBe('completed');
    expect(walk([fetched])).toBe('pending');
  });
});
