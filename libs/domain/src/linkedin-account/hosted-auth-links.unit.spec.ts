import type { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { HOSTED_AUTH_LINK_TTL_MS, hostedAuthLinkDecider, type HostedAuthLinkCommand } from './hosted-auth-links';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const given = (...events: DomainEvent[]) => events.reduce(hostedAuthLinkDecider.evolve, hostedAuthLinkDecider.initialState());
const when = (history: DomainEvent[], command: HostedAuthLinkCommand) => hostedAuthLinkDecider.decide(command, given(...history));
const outcome = (history: DomainEvent[], command: HostedAuthLinkCommand) => {
  try {
    when(history, command);
    return 'accepted';
  } catch (error) {
    return (error as DomainError).code;
  }
};

const issued = (reconnectAccountId: string | null = null): DomainEvent => ({
  type: 'HostedAuthLinkIssued',
  data: { linkId: 'link-1', userId: 'alice', notifyTokenHash: 'hash-1', reconnectAccountId, issuedAt: t0.toISOString(), expiresAt: new Date(t0.getTime() + HOSTED_AUTH_LINK_TTL_MS).toISOString() },
});
const use = (options: { hash?: string; userId?: string; accountId?: string; minute?: number } = {}): HostedAuthLinkCommand => ({
  type: 'UseHostedAuthLink',
  data: { notifyTokenHash: options.hash ?? 'hash-1', userId: options.userId ?? 'alice', accountId: options.accountId ?? 'acc_1', now: at(options.minute ?? 5) },
});

describe('hosted-auth links and their notify tokens', () => {
  it("given nothing, when a link is issued, then its token's hash and user are recorded, expiring an hour later", () => {
    expect(when([], { type: 'IssueHostedAuthLink', data: { linkId: 'link-1', userId: 'alice', notifyTokenHash: 'hash-1', reconnectAccountId: null, now: t0 } })).toEqual([issued()]);
  });

  it('given an issued link, when its token comes back within the hour for its user, then its use is recorded for the account', () => {
    expect(when([issued()], use())).toEqual([{ type: 'HostedAuthLinkUsed', data: { linkId: 'link-1', accountId: 'acc_1', usedAt: at(5).toISOString() } }]);
  });

  it('given a used link, when its token comes back again, then it is refused, whatever the account', () => {
    const used = [issued(), ...when([issued()], use())];
    expect(outcome(used, use({ minute: 6 }))).toBe('NOTIFY_TOKEN_USED');
    expect(outcome(used, use({ accountId: 'acc_attacker', minute: 6 }))).toBe('NOTIFY_TOKEN_USED');
  });

  it('given an issued link, when its token comes back after the link expired, then it is refused', () => {
    expect(outcome([issued()], use({ minute: 61 }))).toBe('NOTIFY_TOKEN_EXPIRED');
  });

  it("given Alice's link, when its token names Bob, or another token comes, or the link is unknown, then it is refused alike", () => {
    expect(outcome([issued()], use({ userId: 'bob' }))).toBe('NOTIFY_TOKEN_UNKNOWN');
    expect(outcome([issued()], use({ hash: 'forged' }))).toBe('NOTIFY_TOKEN_UNKNOWN');
    expect(outcome([], use())).toBe('NOTIFY_TOKEN_UNKNOWN');
  });

  it('given a reconnect link, when its token names another account, then it is refused and stays usable', () => {
    expect(outcome([issued('acc_1')], use({ accountId: 'acc_attacker' }))).toBe('NOTIFY_TOKEN_OTHER_ACCOUNT');
    expect(outcome([issued('acc_1')], use({ accountId: 'acc_1' }))).toBe('accepted');
  });
});
