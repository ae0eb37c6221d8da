import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import { linkedInAccountDecider } from './linkedin-account.decider';
import { legacySenderEvents } from './sender-history';

const event = (type: string, data: Record<string, unknown>): DomainEvent => ({ type, data });

/** An owner's user stream as it was with one account per user: A lost and replaced by B. */
const ownerStream = [
  event('LinkedInAccountConnected', { accountId: 'acc_A', occurredAt: '2026-11-01T09:00:00.000Z', reconnect: false }),
  event('RateLimitSettingsChanged', { dailyConnections: 20 }),
  event('LinkedInAccountDisconnected', {
    accountId: 'acc_A',
    reason: 'CREDENTIALS',
    occurredAt: '2026-11-02T09:00:00.000Z',
  }),
  event('LinkedInAccountRemoved', { accountId: 'acc_A', occurredAt: '2026-11-03T09:00:00.000Z' }),
  event('LinkedInAccountConnected', { accountId: 'acc_B', occurredAt: '2026-11-03T09:00:00.000Z', reconnect: false }),
];

describe("a sender's events on its owner's stream", () => {
  it('keeps only the events naming the account, its connection upcast with the owner', () => {
    expect(legacySenderEvents(ownerStream, 'user_1', 'acc_B')).toEqual([
      event('LinkedInAccountConnected', {
        accountId: 'acc_B',
        occurredAt: '2026-11-03T09:00:00.000Z',
        reconnect: false,
        ownerId: 'user_1',
      }),
    ]);
    expect(legacySenderEvents(ownerStream, 'user_1', 'acc_A').map((e) => e.type)).toEqual([
      'LinkedInAccountConnected',
      'LinkedInAccountDisconnected',
      'LinkedInAccountRemoved',
    ]);
  });

  it("folds to each sender's own state: the replaced one removed, the other connected for its owner", () => {
    const spec = DeciderSpecification(linkedInAccountDecider);
    expect(spec.given(legacySenderEvents(ownerStream, 'user_1', 'acc_A')).state().accountId).toBeNull();
    expect(spec.given(legacySenderEvents(ownerStream, 'user_1', 'acc_B')).state()).toMatchObject({
      connection: 'connected',
      accountId: 'acc_B',
      ownerId: 'user_1',
      firstConnectedAt: '2026-11-03T09:00:00.000Z',
    });
  });

  it('never changes an event that already names its owner', () => {
    const named = event('LinkedInAccountConnected', {
      accountId: 'acc_C',
      occurredAt: '2026-11-04T09:00:00.000Z',
      reconnect: false,
      ownerId: 'ws_9',
    });
    expect(legacySenderEvents([named], 'user_1', 'acc_C')).toEqual([named]);
  });
});
