import type { RecordedEvent } from '@outflow/event-store';
import { webhookTypeOf } from './webhook-outcomes';

const stored = (type: string, data: Record<string, unknown>) =>
  ({ type, data, metadata: { userId: 'u', actor: 'runner', correlationId: 'c' } }) as unknown as RecordedEvent;

describe('which webhook event a stored event is', () => {
  it.each([
    ['LeadReplied', {}, 'lead.replied'],
    ['ConnectionAccepted', {}, 'lead.accepted'],
    ['TargetCompleted', { reason: 'sequence-ended' }, 'lead.completed'],
    ['TargetCompleted', { reason: 'replied' }, 'lead.stopped'],
    ['TargetCompleted', { reason: 'not-accepted' }, 'lead.stopped'],
    ['TargetFailed', { reason: 'profile gone' }, 'lead.stopped'],
    ['CampaignCreated', { status: 'active' }, 'campaign.started'],
    ['CampaignCreated', { status: 'paused' }, undefined],
    ['CampaignStatusChanged', { status: 'active' }, 'campaign.started'],
    ['CampaignStatusChanged', { status: 'paused' }, 'campaign.paused'],
    ['CampaignStatusChanged', { status: 'completed' }, 'campaign.completed'],
    ['CampaignStatusChanged', { status: 'failed' }, undefined],
    ['AccountHoldStarted', {}, 'campaign.hold_started'],
    ['AccountHoldEnded', {}, 'campaign.hold_ended'],
    ['ChatMessageRecorded', { isSender: false }, 'message.received'],
    ['ChatMessageRecorded', { isSender: true }, undefined],
    ['ContactDoNotContactAdded', { code: 'user' }, 'contact.do_not_contact_added'],
    ['ContactDoNotContactAdded', { code: 'asked-to-stop' }, 'contact.do_not_contact_added'],
    ['ContactDoNotContactRemoved', {}, undefined],
    ['ContactAdded', { source: 'do-not-contact' }, undefined],
    ['StepSucceeded', {}, undefined],
  ])('%s %p → %s', (type, data, expected) => {
    expect(webhookTypeOf(stored(type, data))).toBe(expected);
  });
});
