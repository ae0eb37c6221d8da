import { LEGACY_TIME_FIELDS, upcastEvent } from './upcast-event';

const AT = '2026-11-22T10:00:00.000Z';

describe('upcastEvent', () => {
  it.each(Object.entries(LEGACY_TIME_FIELDS))(
    '%s: its legacy %s becomes occurredAt, the other fields kept',
    (type, legacy) => {
      expect(upcastEvent({ type, data: { id: 'x', [legacy]: AT } })).toEqual({
        type,
        data: { id: 'x', occurredAt: AT },
      });
    },
  );

  it('keeps the other times of an event (a deferral moves the step to dueAt; only its own time is renamed)', () => {
    const deferred = { type: 'StepDeferred', data: { stepId: 's', dueAt: '2026-11-23T08:00:00.000Z', at: AT } };
    expect(upcastEvent(deferred).data).toEqual({ stepId: 's', dueAt: '2026-11-23T08:00:00.000Z', occurredAt: AT });
  });

  it("returns an event already in today's shape, of an unknown type, or without data as it was (the same object)", () => {
    const today = { type: 'StepFailed', data: { retryAt: null, occurredAt: AT } };
    const unknown = { type: 'Opaque', data: { at: AT } };
    const empty = { type: 'CampaignDeleted', data: null };
    for (const event of [today, unknown, empty]) expect(upcastEvent(event)).toBe(event);
  });

  it("carries the stored event's other members (metadata, position) along", () => {
    const stored = { type: 'ChatRead', data: { chatId: 'c', at: AT }, metadata: { userId: 'u' }, streamPosition: 3n };
    expect(upcastEvent(stored)).toEqual({
      type: 'ChatRead',
      data: { chatId: 'c', occurredAt: AT },
      metadata: { userId: 'u' },
      streamPosition: 3n,
    });
  });
});

describe("upcastEvent: a campaign's owner", () => {
  const stored = (data: object) => ({ type: 'CampaignCreated', data, metadata: { userId: 'tenant-1' } });

  it('comes from the metadata when the stored CampaignCreated predates ownerId in its data', () => {
    expect(upcastEvent(stored({ campaignId: 'c', createdAt: AT })).data).toEqual({
      campaignId: 'c',
      occurredAt: AT,
      ownerId: 'tenant-1',
    });
  });

  it('is the data’s own when the event names it (the same object back)', () => {
    const today = stored({ campaignId: 'c', ownerId: 'owner-9', occurredAt: AT });
    expect(upcastEvent(today)).toBe(today);
  });

  it('stays absent for a bare event without metadata, and other types never gain one', () => {
    const bare = { type: 'CampaignCreated', data: { campaignId: 'c', occurredAt: AT } };
    expect(upcastEvent(bare)).toBe(bare);
    const other = { type: 'CampaignDeleted', data: { campaignId: 'c', occurredAt: AT }, metadata: { userId: 'u' } };
    expect(upcastEvent(other)).toBe(other);
  });
});
