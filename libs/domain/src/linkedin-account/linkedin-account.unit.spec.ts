import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import type { LinkedInAccountConnected, LinkedInAccountDisconnected } from './linkedin-account-events';
import { linkedInAccountDecider } from './linkedin-account.decider';
import { adaProfile } from './test-profile';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const spec = DeciderSpecification(linkedInAccountDecider);

const connected = (accountId = 'acc_1', minute = 0, reconnect = false): LinkedInAccountConnected => ({
  type: 'LinkedInAccountConnected',
  data: { accountId, occurredAt: at(minute).toISOString(), reconnect, ownerId: 'ws_1' },
});
const connect = (accountId: string, minute: number) => ({
  type: 'ConnectLinkedInAccount' as const,
  data: { accountId, ownerId: 'ws_1', now: at(minute) },
});
const disconnected = (accountId = 'acc_1', minute = 5): LinkedInAccountDisconnected => ({
  type: 'LinkedInAccountDisconnected',
  data: { accountId, reason: 'disconnected_account', occurredAt: at(minute).toISOString() },
});
describe("LinkedIn account (one sender's stream)", () => {
  it('given no account, when one is connected, then LinkedInAccountConnected is recorded, not as a reconnect', () => {
    spec
      .given([])
      .when(connect('acc_1', 0))
      .then([connected('acc_1', 0, false)]);
  });

  it('given a connected account, when the same account is reported again, then nothing is recorded', () => {
    spec.given([connected()]).when(connect('acc_1', 1)).thenNothing();
  });

  it('given a disconnected account, when the same account comes back, then it is connected as a reconnect', () => {
    spec
      .given([connected(), disconnected()])
      .when(connect('acc_1', 9))
      .then([connected('acc_1', 9, true)]);
  });

  it('given a connected sender, when it is connected as a reconnect, then its owner and first connection are kept', () => {
    const after = spec
      .given([connected(), disconnected()])
      .when(connect('acc_1', 9))
      .then([connected('acc_1', 9, true)]);
    expect(after.state()).toMatchObject({
      connection: 'connected',
      ownerId: 'ws_1',
      connectedAt: at(9).toISOString(),
      firstConnectedAt: at(0).toISOString(),
    });
  });

  it("given a sender's stream, when another account is reported on it, then it is refused (each sender has its own)", () => {
    spec.given([connected()]).when(connect('acc_2', 1)).thenThrows({ code: 'OTHER_SENDER', field: 'accountId' });
    spec
      .given([connected()])
      .when({ type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_2', profile: adaProfile, now: at(1) } })
      .thenThrows({ code: 'OTHER_SENDER' });
  });

  it('given a removed sender, when the same account is connected again, then it starts afresh', () => {
    const removed = { type: 'LinkedInAccountRemoved', data: { accountId: 'acc_1', occurredAt: at(7).toISOString() } };
    const after = spec
      .given([connected(), removed])
      .when(connect('acc_1', 9))
      .then([connected('acc_1', 9, false)]);
    expect(after.state()).toMatchObject({ firstConnectedAt: at(9).toISOString(), profile: null });
  });

  it('given a connected account, when its profile is synced, then the profile is recorded, and an identical sync records nothing', () => {
    spec
      .given([connected()])
      .when({ type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_1', profile: adaProfile, now: at(1) } })
      .then([
        {
          type: 'LinkedInAccountProfileSynced',
          data: { accountId: 'acc_1', ...adaProfile, occurredAt: at(1).toISOString() },
        },
      ])
      .when({
        type: 'SyncLinkedInAccountProfile',
        data: { accountId: 'acc_1', profile: { ...adaProfile }, now: at(2) },
      })
      .thenNothing();
  });

  it('given no account, when a profile sync arrives, then it is refused', () => {
    spec
      .given([])
      .when({ type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_1', profile: adaProfile, now: at(1) } })
      .thenThrows(DomainError);
  });

  it('given a connected account, when the provider reports it gone, then LinkedInAccountDisconnected carries the reason', () => {
    spec
      .given([connected()])
      .when({
        type: 'RecordAccountDisconnected',
        data: { accountId: 'acc_1', reason: 'disconnected_account', now: at(5) },
      })
      .then([disconnected('acc_1', 5)]);
  });

  it.each<[string, DomainEvent[], string]>([
    ['already disconnected', [connected(), disconnected()], 'acc_1'],
    ['no account', [], 'acc_1'],
  ])(
    'given %s, when a disconnection is reported, then nothing is recorded (idempotent)',
    (_label, history, accountId) => {
      spec
        .given(history)
        .when({ type: 'RecordAccountDisconnected', data: { accountId, reason: 'CREDENTIALS', now: at(6) } })
        .thenNothing();
    },
  );

  it('given an account, when the user removes it, then LinkedInAccountRemoved is recorded and the state is empty', () => {
    const after = spec
      .given([connected(), disconnected()])
      .when({ type: 'RemoveLinkedInAccount', data: { now: at(7) } })
      .then([{ type: 'LinkedInAccountRemoved', data: { accountId: 'acc_1', occurredAt: at(7).toISOString() } }]);
    expect(after.state()).toEqual(linkedInAccountDecider.initialState());
  });

  it('given no account, when the user removes it, then it is refused', () => {
    spec
      .given([])
      .when({ type: 'RemoveLinkedInAccount', data: { now: at(1) } })
      .thenThrows(DomainError, { code: 'NO_LINKEDIN_ACCOUNT' });
  });

  it('ignores events of the other deciders sharing the user stream', () => {
    const state = spec.given([connected(), { type: 'RateLimitSettingsChanged', data: {} }]).state();
    expect(state).toEqual(spec.given([connected()]).state());
  });
});
