import type { RecordedEvent } from '@outflow/event-store';
import { eventsUpTo, parseHistoryPoint } from './history-point';
import { holds } from './replay-snapshot';

const event = (commit: number, prepare: number, at: string, campaignId = 'c1'): RecordedEvent => ({
  type: 'StepDeferred',
  data: { campaignId, targetId: 'c1_0', occurredAt: at },
  metadata: { userId: 'u', actor: 'runner', correlationId: 'x' },
  eventId: `${prepare}`,
  streamId: 'campaign_target-c1_0',
  streamPosition: 0n,
  position: { commit: BigInt(commit), prepare: BigInt(prepare) },
  createdAt: new Date(at),
});

// Global order is (commit, prepare): the transaction that committed 3 took position 9 before 7's.
const events = [
  event(1, 1, '2026-11-24T09:00:00Z'),
  event(2, 5, '2026-11-24T10:00:00Z'),
  event(3, 9, '2026-11-24T11:00:00Z'),
  event(4, 7, '2026-11-24T12:00:00Z'),
];

describe('a point in a campaign’s history', () => {
  it('reads a position, a bare position and an ISO time; anything else is refused naming the field', () => {
    expect(parseHistoryPoint('3:9')).toEqual({ kind: 'position', position: { commit: 3n, prepare: 9n } });
    expect(parseHistoryPoint(' 9 ')).toEqual({ kind: 'prepare', prepare: 9n });
    expect(parseHistoryPoint('2026-11-24T10:30:00+01:00')).toEqual({
      kind: 'time',
      time: new Date('2026-11-24T09:30:00Z'),
    });
    for (const bad of ['yesterday', '2026-11-24', '1:2:3', '2026-11-24T10:30:00'])
      expect(() => parseHistoryPoint(bad)).toThrow(expect.objectContaining({ code: 'INVALID_POINT', field: 'at' }));
  });

  it('cuts the global order: up to a position, to the event a bare position names, up to the last event by a time', () => {
    expect(eventsUpTo(events, { kind: 'position', position: { commit: 3n, prepare: 9n } })).toBe(3);
    expect(eventsUpTo(events, { kind: 'prepare', prepare: 9n })).toBe(3);
    expect(eventsUpTo(events, { kind: 'prepare', prepare: 6n })).toBe(2);
    expect(eventsUpTo(events, { kind: 'time', time: new Date('2026-11-24T11:30:00Z') })).toBe(3);
    expect(eventsUpTo(events, { kind: 'time', time: new Date('2026-11-24T08:00:00Z') })).toBe(0);
  });

  it('a read holds the points up to its last event, not past it', () => {
    expect(holds(events, 'c1', { kind: 'event', n: 4 })).toBe(true);
    expect(holds(events, 'c1', { kind: 'event', n: 5 })).toBe(false);
    expect(holds(events, 'c1', { kind: 'position', position: { commit: 4n, prepare: 7n } })).toBe(true);
    expect(holds(events, 'c1', { kind: 'position', position: { commit: 5n, prepare: 1n } })).toBe(false);
    expect(holds(events, 'c1', { kind: 'time', time: new Date('2026-11-24T13:00:00Z') })).toBe(false);
  });
});
