import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import type { LinkedInAccountCommand, LinkedInAccountProfile } from './linkedin-account-commands';
import { linkedInAccountDecider } from './linkedin-account.decider';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const given = (...events: DomainEvent[]) => events.reduce(linkedInAccountDecider.evolve, linkedInAccountDecider.initialState());
const when = (history: DomainEvent[], command: LinkedInAccountCommand) => linkedInAccountDecider.decide(command, given(...history));

const connected = (accountId = 'acc_1', minute = 0, reconnect = false): DomainEvent => ({
  type: 'LinkedInAccountConnected',
  data: { accountId, connectedAt: at(minute).toISOString(), reconnect },
});
const disconnected = (accountId = 'acc_1', minute = 5): DomainEvent => ({
  type: 'LinkedInAccountDisconnected',
  data: { accountId, reason: 'disconnected_account', at: at(minute).toISOString() },
});
const profile: LinkedInAccountProfile = {
  fullName: 'Ada Lovelace',
  headline: 'Analyst',
  profilePictureUrl: 'https://media.example/ada.jpg',
  email: 'ada@example.com',
  publicId: 'ada-lovelace',
  providerId: 'ACoAAA1',
};

describe('LinkedIn account', () => {
  it('given no account, when one is connected, then LinkedInAccountConnected is recorded, not as a reconnect', () => {
    expect(when([], { type: 'ConnectLinkedInAccount', data: { accountId: 'acc_1', now: at(0) } })).toEqual([connected('acc_1', 0, false)]);
  });

  it('given a connected account, when the same account is reported again, then nothing is recorded', () => {
    expect(when([connected()], { type: 'ConnectLinkedInAccount', data: { accountId: 'acc_1', now: at(1) } })).toEqual([]);
  });

  it('given a disconnected account, when the same account comes back, then it is connected as a reconnect', () => {
    expect(when([connected(), disconnected()], { type: 'ConnectLinkedInAccount', data: { accountId: 'acc_1', now: at(9) } })).toEqual([
      connected('acc_1', 9, true),
    ]);
  });

  it('given a disconnected account, when another account is connected, then the old one is removed and the new one connected', () => {
    const events = when([connected(), disconnected()], { type: 'ConnectLinkedInAccount', data: { accountId: 'acc_2', now: at(9) } });
    expect(events).toEqual([
      { type: 'LinkedInAccountRemoved', data: { accountId: 'acc_1', removedAt: at(9).toISOString() } },
      connected('acc_2', 9, false),
    ]);
    expect(given(connected(), disconnected(), ...events)).toMatchObject({ connection: 'connected', accountId: 'acc_2', profile: null });
  });

  it('given a working account, when a different account is connected, then it is refused', () => {
    expect(() => when([connected()], { type: 'ConnectLinkedInAccount', data: { accountId: 'acc_2', now: at(1) } })).toThrow(
      expect.objectContaining({ code: 'LINKEDIN_ACCOUNT_ALREADY_CONNECTED', field: 'accountId' }),
    );
  });

  it('given a connected account, when its profile is synced, then the profile is recorded, and an identical sync records nothing', () => {
    const events = when([connected()], { type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_1', profile, now: at(1) } });
    expect(events).toEqual([{ type: 'LinkedInAccountProfileSynced', data: { accountId: 'acc_1', ...profile, syncedAt: at(1).toISOString() } }]);
    expect(when([connected(), ...events], { type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_1', profile: { ...profile }, now: at(2) } })).toEqual([]);
  });

  it('given no account, when a profile sync arrives, then it is refused', () => {
    expect(() => when([], { type: 'SyncLinkedInAccountProfile', data: { accountId: 'acc_1', profile, now: at(1) } })).toThrow(DomainError);
  });

  it('given a connected account, when the provider reports it gone, then LinkedInAccountDisconnected carries the reason', () => {
    expect(when([connected()], { type: 'RecordAccountDisconnected', data: { accountId: 'acc_1', reason: 'disconnected_account', now: at(5) } })).toEqual([
      disconnected('acc_1', 5),
    ]);
  });

  it.each([
    ['already disconnected', [connected(), disconnected()], 'acc_1'],
    ['no account', [], 'acc_1'],
    ['another account', [connected('acc_2')], 'acc_1'],
  ])('given %s, when a disconnection is reported, then nothing is recorded (idempotent)', (_label, history, accountId) => {
    expect(when(history, { type: 'RecordAccountDisconnected', data: { accountId, reason: 'CREDENTIALS', now: at(6) } })).toEqual([]);
  });

  it('given an account, when the user removes it, then LinkedInAccountRemoved is recorded and the state is empty', () => {
    const events = when([connected(), disconnected()], { type: 'RemoveLinkedInAccount', data: { now: at(7) } });
    expect(events).toEqual([{ type: 'LinkedInAccountRemoved', data: { accountId: 'acc_1', removedAt: at(7).toISOString() } }]);
    expect(given(connected(), disconnected(), ...events)).toEqual(linkedInAccountDecider.initialState());
  });

  it('given no account, when the user removes it, then it is refused', () => {
    expect.assertions(2);
    try {
      when([], { type: 'RemoveLinkedInAccount', data: { now: at(1) } });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('NO_LINKEDIN_ACCOUNT');
    }
  });

  it('ignores events of the other deciders sharing the user stream', () => {
    const state = given(connected(), { type: 'RateLimitSettingsChanged', data: {} });
    expect(state).toEqual(given(connected()));
  });
});
